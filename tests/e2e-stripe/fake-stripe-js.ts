// A minimal stand-in for Stripe.js, served to the browser in place of https://js.stripe.com (the
// journeys have no network): `Stripe(key).elements().create("card")` mounts a card field with
// Stripe's messages, and `createPaymentMethod` answers the test PaymentMethods the fake Stripe API
// knows (4242… → pm_card_visa, 5555… → pm_card_mastercard, 4000 0000 0000 0002 →
// pm_card_chargeDeclined), without any request. `installFakeStripe` runs in the page, so it uses
// nothing from outside its own body.
export function installFakeStripe(): void {
  type Handler = (event: Record<string, unknown>) => void;
  const METHODS: Record<string, string> = {
    "4242424242424242": "pm_card_visa",
    "5555555555554444": "pm_card_mastercard",
    "4000000000000002": "pm_card_chargeDeclined",
  };
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return sum + (n > 9 ? n - 9 : n);
    }, 0) %
      10 ===
    0;

  function input(label: string, placeholder: string, width: string): HTMLInputElement {
    const field = document.createElement("input");
    Object.assign(field, { placeholder, inputMode: "numeric", autocomplete: "off" });
    field.setAttribute("aria-label", label);
    field.style.cssText = `border:0;outline:0;font:inherit;font-size:16px;min-width:0;width:${width};background:transparent`;
    return field;
  }

  function cardElement(options: { classes?: { base?: string; focus?: string } }) {
    const handlers: Record<string, Handler[]> = {};
    const emit = (name: string, event: Record<string, unknown>) => (handlers[name] ?? []).forEach((h) => h(event));
    const number = input("Card number", "Card number", "60%");
    const expiry = input("Expiration date MM / YY", "MM / YY", "22%");
    const cvc = input("CVC", "CVC", "18%");
    const problem = (): string | null => {
      const digits = number.value.replace(/\D/g, "");
      const [month, year] = expiry.value.split("/").map((part) => Number(part.trim()));
      if (digits.length < 16) return "Your card number is incomplete.";
      if (!luhn(digits)) return "Your card number is invalid.";
      if (!month || !year) return "Your card's expiration date is incomplete.";
      if (2000 + year < new Date().getFullYear()) return "Your card's expiration year is in the past.";
      if (cvc.value.replace(/\D/g, "").length < 3) return "Your card's security code is incomplete.";
      return null;
    };
    let container: HTMLElement | null = null;
    const element = {
      mount(target: HTMLElement) {
        container = target;
        target.classList.add("StripeElement", ...(options.classes?.base ?? "").split(" ").filter(Boolean));
        const row = document.createElement("div");
        row.style.cssText = "display:flex;gap:8px";
        row.append(number, expiry, cvc);
        target.append(row);
        for (const field of [number, expiry, cvc]) {
          field.addEventListener("blur", () => {
            const message = problem();
            const error = message && !message.endsWith("incomplete.") ? { type: "validation_error", message } : null;
            emit("change", { elementType: "card", complete: !message, error: error ?? undefined });
          });
        }
        setTimeout(() => emit("ready", { elementType: "card" }), 0);
      },
      on(name: string, handler: Handler) {
        (handlers[name] ??= []).push(handler);
        return element;
      },
      destroy() {
        container?.replaceChildren();
      },
      focus() {
        number.focus();
      },
      paymentMethod() {
        const message = problem();
        if (message) return { error: { type: "validation_error", message } };
        const id = METHODS[number.value.replace(/\D/g, "")];
        return id
          ? { paymentMethod: { id, type: "card" } }
          : { error: { type: "card_error", message: "Your card was declined." } };
      },
    };
    return element;
  }

  const Stripe = Object.assign(
    () => ({
      elements: () => ({ create: (_type: string, options = {}) => cardElement(options) }),
      createPaymentMethod: async ({ card }: { card: ReturnType<typeof cardElement> }) => card.paymentMethod(),
    }),
    { version: "endive" },
  );
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
