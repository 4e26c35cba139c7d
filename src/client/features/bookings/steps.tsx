// The 3-step indicator of the booking flow: Select Tasker, Schedule, Payment.
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

export const BOOKING_STEPS = ["Select Tasker", "Schedule", "Payment"] as const;

export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="flex items-center gap-2 sm:gap-4" aria-label="Booking steps">
      {BOOKING_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? "done" : n === step ? "current" : "todo";
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2 sm:flex-none"
            aria-current={state === "current" ? "step" : undefined}
          >
            <span
              className={cn(
                "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                state === "done" && "bg-brand-700 text-white",
                state === "current" && "bg-brand-50 text-brand-800 ring-2 ring-brand-700",
                state === "todo" && "bg-slate-100 text-slate-500",
              )}
            >
              {state === "done" ? <Check className="size-4" aria-hidden="true" /> : n}
            </span>
            <span
              className={cn(
                "text-sm font-medium",
                state === "todo" ? "text-slate-500" : "text-slate-900",
                state !== "current" && "max-sm:sr-only",
              )}
            >
              {label}
            </span>
            {n < BOOKING_STEPS.length && <span className="hidden h-px w-8 bg-slate-200 sm:block" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
