// What other features may use of the display currency: the provider, `useCurrency().format` and
// the header's currency selector.
export { CurrencyProvider, useCurrency } from "./currency-context";
export { CurrencySelector } from "./lazy-currency-selector";
