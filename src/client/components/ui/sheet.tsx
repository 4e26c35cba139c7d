// A side drawer (the mobile navigation), built on the Dialog primitive.
import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;

export function SheetContent({
  className,
  children,
  title,
  ...props
}: ComponentProps<typeof D.Content> & { title: string }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <D.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-4 bg-white p-5 shadow-xl",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between">
          <D.Title className="text-base font-semibold">{title}</D.Title>
          <D.Description className="sr-only">{title}</D.Description>
          <D.Close className="rounded-md p-2 text-slate-500 hover:bg-slate-100" aria-label="Close menu">
            <X className="size-5" />
          </D.Close>
        </div>
        {children}
      </D.Content>
    </D.Portal>
  );
}
