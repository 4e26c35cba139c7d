// The text box, alone in its module: the home page's search box takes it without the other fields
// (input.tsx), which only the screens with forms load.
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const fieldClasses =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "min-h-11", className)} {...props} />;
}
