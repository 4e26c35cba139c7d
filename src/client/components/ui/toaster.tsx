import { Toast as T } from "radix-ui";
import { CheckCircle2, AlertCircle, Info, X } from "lucide-react";
import { cn } from "@/lib/utils";
import { dismissToast, useToasts } from "./use-toast";

/** Radix toasts: 5000 ms, swipe right to dismiss (50 px), F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => {
        const Icon = t.variant === "destructive" ? AlertCircle : t.variant === "success" ? CheckCircle2 : Info;
        return (
          <T.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
              t.variant === "destructive"
                ? "border-red-200 bg-red-50 text-red-900"
                : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <Icon
              className={cn("mt-0.5 size-5 shrink-0", t.variant === "destructive" ? "text-red-600" : "text-brand-700")}
              aria-hidden="true"
            />
            <div className="grid gap-0.5">
              <T.Title className="text-sm font-semibold">{t.title}</T.Title>
              {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
            </div>
            <T.Close
              className="absolute right-2 top-2 rounded-md p-1.5 opacity-70 hover:opacity-100"
              aria-label="Dismiss"
            >
              <X className="size-4" />
            </T.Close>
          </T.Root>
        );
      })}
      <T.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </T.Provider>
  );
}
