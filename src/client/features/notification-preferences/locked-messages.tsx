// The messages that always go out, each with why: shown so nobody looks for a switch that is not there.
import { Lock } from "lucide-react";
import type { NotificationPreferences } from "@contract/notification-preferences";

export function LockedMessages({ locked }: { locked: NotificationPreferences["locked"] }) {
  return (
    <ul className="grid gap-3">
      {locked.map((item) => (
        <li key={item.key} className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-slate-600 shadow-sm">
            <Lock className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">
              {item.label} <span className="text-sm font-normal text-slate-600">· always on</span>
            </span>
            <span className="block text-sm text-slate-600">{item.why}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
