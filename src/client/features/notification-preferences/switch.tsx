// A real checkbox shown as a switch: keyboard (Space) and screen readers get a checkbox with role
// "switch" and its own name ("Booking updates by e-mail").
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Switch({ className, ...props }: Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <span className={cn("relative inline-flex h-7 w-12 shrink-0 items-center", className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-disabled:opacity-50"
      />
      <span
        aria-hidden="true"
        className="absolute left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
