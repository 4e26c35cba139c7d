// A toggle chip: a button with aria-pressed, for multi-choice lists (skills, days).
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function Chip({
  pressed,
  onToggle,
  children,
  icon,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        pressed
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
      )}
    >
      {pressed ? <Check className="size-4" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
