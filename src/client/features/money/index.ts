// What other features may use of money: the release button on a customer's booking and the query keys.
export { moneyKeys } from "./api/keys";
export { ReleasePaymentButton } from "./release-button";
