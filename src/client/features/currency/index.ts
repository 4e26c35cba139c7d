// What other features may use of the display currency: the provider, `useCurrency().format`,
// `useFormatLines` (amounts shown with their total), the
// USD amount a card is charged beside a converted total, and the header's currency selector.
export { ChargedInUsd } from "./charged-in-usd";
export { CurrencyProvider, useCurrency } from "./currency-context";
export { useFormatLines } from "./use-format-lines";
export { CurrencySelector } from "./lazy-currency-selector";
