// What other features may use of money: the release button on a customer's booking.
export { ReleasePaymentButton } from "./release-button";
