// A card kept with Stripe, as taskly stores it: the Customer and its PaymentMethod, never a number.
const TOKEN = /^(cus_[A-Za-z0-9]{1,200})\|(pm_[A-Za-z0-9_]{1,200})$/;

export function savedCardToken(customerId: string, paymentMethodId: string): string {
  return `${customerId}|${paymentMethodId}`;
}

export function parseCardToken(token: string): { customerId: string; paymentMethodId: string } | null {
  const match = TOKEN.exec(token);
  return match ? { customerId: match[1], paymentMethodId: match[2] } : null;
}
