// Toasts only follow an action, so the toaster's code (Radix Toast) is not part of any page's first
// load: it loads with the first toast, which shows as soon as it has arrived. A failed load is asked
// for again with the next toast.
import { useEffect, useState, type ComponentType } from "react";
import { loadOnce } from "@/lib/on-demand";
import { useToasts } from "./use-toast";

const loadToaster = loadOnce(() => import("./toaster").then((m): ComponentType => m.Toaster));

export function LazyToaster() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster || toasts.length === 0) return;
    let mounted = true;
    loadToaster().then(
      (loaded) => mounted && setToaster(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Toaster, toasts]);
  return Toaster ? <Toaster /> : null;
}
