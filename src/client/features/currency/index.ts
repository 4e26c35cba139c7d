// What other features may use of the display currency: the provider, `useCurrency().format`, the
// USD amount a card is charged beside a converted total, and the header's currency selector.
// Amounts shown with their total: `formatLines` of @contract/money-lines with `useCurrency()`'s
// currency and rates (not re-exported here: what this index exports lands in the first load).
export { ChargedInUsd } from "./charged-in-usd";
export { CurrencyProvider, useCurrency } from "./currency-context";
export { CurrencySelector } from "./lazy-currency-selector";
