// Card number, expiry (MM/YY) and CVC. Checked with the contract's card schema; the built-in
// provider checks again. Test cards are listed in the README.
import { CreditCard, Lock } from "lucide-react";
import { cardSchema, type CardInput } from "@contract/bookings";
import { Field, Input } from "@/components/ui/input";

export const EMPTY_CARD: CardInput = { number: "", expiry: "", cvc: "" };

const groupNumber = (v: string) => v.replace(/\D/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/** Field messages for the card, or null when it looks valid. */
export function cardErrors(card: CardInput): Partial<Record<keyof CardInput, string>> | null {
  const result = cardSchema.safeParse(card);
  if (result.success) return null;
  const errors: Partial<Record<keyof CardInput, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CardInput;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function CardFields({ value, onChange, errors, idPrefix = "card" }: {
  value: CardInput; onChange(next: CardInput): void; errors?: Partial<Record<keyof CardInput, string>> | null; idPrefix?: string;
}) {
  const described = (key: keyof CardInput) => (errors?.[key] ? `${idPrefix}-${key}-error` : undefined);
  return (
    <div className="grid gap-4">
      <Field id={`${idPrefix}-number`} label="Card number" error={errors?.number}>
        <div className="relative">
          <CreditCard className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={`${idPrefix}-number`} inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" className="pl-9"
            value={value.number} onChange={(e) => onChange({ ...value, number: groupNumber(e.target.value) })}
            aria-invalid={!!errors?.number} aria-describedby={described("number")}
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${idPrefix}-expiry`} label="Expiry" error={errors?.expiry}>
          <Input
            id={`${idPrefix}-expiry`} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY"
            value={value.expiry} onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
            aria-invalid={!!errors?.expiry} aria-describedby={described("expiry")}
          />
        </Field>
        <Field id={`${idPrefix}-cvc`} label="CVC" error={errors?.cvc}>
          <Input
            id={`${idPrefix}-cvc`} inputMode="numeric" autoComplete="cc-csc" placeholder="123"
            value={value.cvc} onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) })}
            aria-invalid={!!errors?.cvc} aria-describedby={described("cvc")}
          />
        </Field>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <Lock className="size-3.5" aria-hidden="true" /> Your card is authorized now and charged when the job is done. We never store the card number.
      </p>
    </div>
  );
}
