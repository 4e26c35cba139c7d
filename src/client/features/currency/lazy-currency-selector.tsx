// The header's currency selector. The page comes with its button only: the popover's code loads when
// someone reaches for the button, and the popover opens on the click (lib/on-demand.ts).
import type { ComponentType } from "react";
import { loadOnce, useLoadOnClick } from "@/lib/on-demand";
import { CurrencyButton } from "./currency-button";

const loadSelector = loadOnce(() =>
  import("./currency-selector").then((m): ComponentType<{ defaultOpen?: boolean }> => m.CurrencySelector),
);

export function CurrencySelector() {
  const { loaded: Selector, triggerProps } = useLoadOnClick(loadSelector);
  return Selector ? <Selector defaultOpen /> : <CurrencyButton {...triggerProps} />;
}
