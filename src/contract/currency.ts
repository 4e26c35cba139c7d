// Currencies: the 17 supported ones with their names, detection, built-in rates, formatting. The
// first load takes what prices need from currency-format.ts and the currency selector its list from
// currency-list.ts: a module that re-exports another brings it into the first load.
export * from "./currency-format";
export { SUPPORTED_CURRENCIES } from "./currency-list";
