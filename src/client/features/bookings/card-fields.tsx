// Card number, expiry (MM/YY) and CVC: a react-hook-form checked with the contract's card schema
// when the booking is submitted (any change clears the messages); the built-in provider checks
// again. Test cards are listed in the README.
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Lock } from "lucide-react";
import type { ComponentProps } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { cardSchema, type CardInput } from "@contract/bookings";
import { Field, Input } from "@/components/ui/input";

const EMPTY_CARD: CardInput = { number: "", expiry: "", cvc: "" };

export function useCardForm(): UseFormReturn<CardInput> {
  return useForm<CardInput>({
    resolver: zodResolver(cardSchema),
    defaultValues: EMPTY_CARD,
    reValidateMode: "onSubmit",
  });
}

const onlyDigits = (v: string) => v.replace(/\D/g, "").slice(0, 4);
const groupNumber = (v: string) =>
  v
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export function CardFields({ form, idPrefix = "card" }: { form: UseFormReturn<CardInput>; idPrefix?: string }) {
  const errors = form.formState.errors;
  const described = (key: keyof CardInput) => (errors[key] ? `${idPrefix}-${key}-error` : undefined);
  /** One card input: what is typed is formatted as it goes, and any change clears the messages. */
  const cardInput = (name: keyof CardInput, format: (typed: string) => string, props: ComponentProps<typeof Input>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          id={`${idPrefix}-${name}`}
          inputMode="numeric"
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(format(e.target.value));
            form.clearErrors();
          }}
          aria-invalid={!!errors[name]}
          aria-describedby={described(name)}
        />
      )}
    />
  );
  return (
    <div className="grid gap-4">
      <Field id={`${idPrefix}-number`} label="Card number" error={errors.number?.message}>
        <div className="relative">
          <CreditCard
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          {cardInput("number", groupNumber, {
            autoComplete: "cc-number",
            placeholder: "1234 5678 9012 3456",
            className: "pl-9",
          })}
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${idPrefix}-expiry`} label="Expiry" error={errors.expiry?.message}>
          {cardInput("expiry", formatExpiry, { autoComplete: "cc-exp", placeholder: "MM/YY" })}
        </Field>
        <Field id={`${idPrefix}-cvc`} label="CVC" error={errors.cvc?.message}>
          {cardInput("cvc", onlyDigits, { autoComplete: "cc-csc", placeholder: "123" })}
        </Field>
      </div>
      <p className="flex items-start gap-1.5 text-xs text-slate-600">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" /> Your card is authorized now and charged when the
        job is done. We never store the card number.
      </p>
    </div>
  );
}
