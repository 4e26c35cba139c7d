// "Push notifications on this device": a compact card with a switch. It explains when the browser
// cannot (iPhone and iPad: only from the Home Screen) or the person blocked notifications, and asks
// the browser for permission only when the switch is pressed.
import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { ApiRequestError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { currentPushState, isAppleMobile, turnPushOff, turnPushOn, type PushState } from "./push-browser";

function explanation(state: PushState | "checking"): string {
  switch (state) {
    case "unsupported":
      return isAppleMobile()
        ? "On iPhone and iPad, add taskly to your Home Screen first (Share, then Add to Home Screen), open it from there and turn this on."
        : "This browser cannot show push notifications. You will still find them here and in your e-mail.";
    case "blocked":
      return "Notifications are blocked for taskly in this browser. Allow them in the site settings (the icon beside the address), then reload this page.";
    case "on":
      return "On for this device: we will tell you about offers, bookings and payments even when taskly is closed.";
    case "off":
      return "Get a notification on this device when something needs you, even when taskly is closed.";
    case "checking":
      return "Checking this device…";
  }
}

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return "We could not change push notifications on this device. Please try again.";
}

export default function PushDeviceSwitch({ className }: { className?: string }) {
  const [state, setState] = useState<PushState | "checking">("checking");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const on = state === "on";
  const usable = state === "on" || state === "off";
  const toggle = () => {
    setBusy(true);
    setFailure(null);
    (on ? turnPushOff() : turnPushOn())
      .then(setState)
      .catch((error: unknown) => setFailure(failureText(error)))
      .finally(() => setBusy(false));
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm", className)}
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        <BellRing className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          Push notifications on this device
        </h2>
        <p id={textId} className="mt-0.5 text-sm text-slate-600">
          {explanation(state)}
        </p>
        {failure && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
      {usable && (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={titleId}
          aria-describedby={textId}
          disabled={busy}
          onClick={toggle}
          className={cn(
            "relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
            "disabled:cursor-wait disabled:opacity-70",
            // The track's edge and the knob keep 3:1 against the card in both states.
            on ? "border-brand-700 bg-brand-700" : "border-slate-500 bg-slate-100",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "inline-block size-5 rounded-full shadow transition-transform",
              on ? "translate-x-[1.375rem] bg-white" : "translate-x-0.5 bg-slate-500",
            )}
          />
        </button>
      )}
    </section>
  );
}
