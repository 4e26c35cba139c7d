import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import { useCallback, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof D.Content>) {
  // Radix returns focus to a <DialogTrigger> only; most dialogs here open from state, so remember
  // the element that had focus when the dialog opened and go back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  // What scrolls into view (a focused field, an error) lands between the sticky header and footer,
  // not under them: the scroll padding follows their heights, which change with the width and text.
  const body = useCallback((scroller: HTMLDivElement | null) => {
    if (!scroller) return;
    const fit = () => {
      const header = scroller.querySelector<HTMLElement>("[data-dialog-header]");
      const footer = scroller.querySelector<HTMLElement>("[data-dialog-footer]");
      scroller.style.scrollPaddingTop = `${header?.offsetHeight ?? 0}px`;
      scroller.style.scrollPaddingBottom = `${footer?.offsetHeight ?? 0}px`;
    };
    const observer = new ResizeObserver(fit);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    fit();
    return () => observer.disconnect();
  }, []);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
      <D.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl",
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        {/* The body scrolls inside the dialog; the close button stays put, and DialogHeader and
            DialogFooter stick to its top and bottom so the title and the actions never scroll away. */}
        <div ref={body} className="min-h-0 overflow-y-auto overscroll-contain px-5 sm:px-6">
          <div className="grid gap-4 py-5 sm:py-6">{children}</div>
        </div>
        <D.Close
          className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div
      data-dialog-header
      className="sticky top-0 z-10 -mx-5 -mb-3 -mt-5 grid gap-1 border-b border-slate-100 bg-white px-5 pb-3 pr-13 pt-5 sm:-mx-6 sm:-mt-6 sm:px-6 sm:pr-14 sm:pt-6"
    >
      <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
      {description ? (
        <D.Description className="text-sm text-slate-600">{description}</D.Description>
      ) : (
        <D.Description className="sr-only">{title}</D.Description>
      )}
    </div>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-dialog-footer
      className={cn(
        "sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-100 bg-white px-5 pb-5 pt-3 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6",
        className,
      )}
      {...props}
    />
  );
}
