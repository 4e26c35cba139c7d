import { Popover as P } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

export function PopoverContent({ className, ...props }: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={8}
        align="end"
        className={cn("z-50 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-lg", className)}
        {...props}
      />
    </P.Portal>
  );
}
