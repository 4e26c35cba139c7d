// The form fields (Input comes from text-input.tsx) and Field, which wires a label and an error to one.
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

import { fieldClasses } from "./text-input";

export { fieldClasses, Input } from "./text-input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}

/** A native select styled like the inputs: accessible and right on phones. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "min-h-11 appearance-auto pr-8", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}

/** Label, control and its error message, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
