import { DropdownMenu as M } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// A menu beside its button: the rest of the page stays as it is for screen readers (not modal), and the
// menu renders where its button is (inside the header's landmark), not at the end of the body.
export function DropdownMenu(props: ComponentProps<typeof M.Root>) {
  return <M.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = M.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof M.Content>) {
  return (
    <M.Content
      sideOffset={8}
      align="end"
      className={cn("z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg", className)}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm text-slate-800 outline-none data-[disabled]:cursor-default data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-brand-600 data-[disabled]:font-semibold data-[disabled]:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <M.Separator className="my-1 h-px bg-slate-200" />;
}
