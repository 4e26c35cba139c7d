// What other features may use of the display currency: the provider, `useCurrency().format`, the
// USD amount a card is charged beside a converted total, and the header's currency selector.
export { ChargedInUsd } from "./charged-in-usd";
export { CurrencyProvider, useCurrency } from "./currency-context";
export { CurrencySelector } from "./lazy-currency-selector";
