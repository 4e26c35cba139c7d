// Add or replace the payout account: an IBAN, or a US routing + account number, confirmed with the
// account's password. The contract's schema validates here as on the server (IBAN checksum, ABA
// routing checksum); only a masked form is ever shown back.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { payoutAccountInputSchema, type PayoutAccountInput } from "@contract/payouts";
import { Button } from "@/components/ui/button";
import { Field, Input, NativeSelect } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { moneyKeys } from "./api/keys";
import { savePayoutAccount } from "./api/payout-account";

type FormValues = {
  kind: "iban" | "us_bank";
  holderName: string;
  iban: string;
  routingNumber: string;
  accountNumber: string;
  currentPassword: string;
};

export function PayoutAccountForm({ onSaved }: { onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(payoutAccountInputSchema) as never,
    defaultValues: {
      kind: "iban",
      holderName: "",
      iban: "",
      routingNumber: "",
      accountNumber: "",
      currentPassword: "",
    },
  });
  const kind = form.watch("kind");
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const { holderName, currentPassword } = values;
    const input: PayoutAccountInput =
      values.kind === "iban"
        ? { kind: "iban", holderName, iban: values.iban, currentPassword }
        : {
            kind: "us_bank",
            holderName,
            routingNumber: values.routingNumber,
            accountNumber: values.accountNumber,
            currentPassword,
          };
    try {
      const saved = await savePayoutAccount(input);
      toast({ title: "Payout account saved", description: saved.masked, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      onSaved?.();
    } catch (e) {
      const wrongPassword = e instanceof ApiRequestError ? e.fieldErrors.currentPassword : undefined;
      if (wrongPassword) return form.setError("currentPassword", { message: wrongPassword }, { shouldFocus: true });
      toast({ title: "Could not save the account", description: errorMessage(e), variant: "destructive" });
    }
  });
  const field = (name: keyof FormValues) => ({
    id: `payout-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `payout-${name}-error` : undefined,
    ...form.register(name),
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Payout account">
      <Field id="payout-kind" label="Account type">
        <NativeSelect {...field("kind")}>
          <option value="iban">Bank account with IBAN</option>
          <option value="us_bank">US bank account (routing + account number)</option>
        </NativeSelect>
      </Field>
      <Field id="payout-holderName" label="Account holder" error={errors.holderName?.message}>
        <Input autoComplete="name" {...field("holderName")} />
      </Field>
      {kind === "iban" ? (
        <Field id="payout-iban" label="IBAN" error={errors.iban?.message} hint="e.g. DE89 3704 0044 0532 0130 00">
          <Input autoComplete="off" spellCheck={false} {...field("iban")} />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="payout-routingNumber" label="Routing number" error={errors.routingNumber?.message}>
            <Input inputMode="numeric" autoComplete="off" {...field("routingNumber")} />
          </Field>
          <Field id="payout-accountNumber" label="Account number" error={errors.accountNumber?.message}>
            <Input inputMode="numeric" autoComplete="off" {...field("accountNumber")} />
          </Field>
        </div>
      )}
      <p className="text-xs text-slate-600">
        We keep only the last 4 digits; the full number goes to our payment provider.
      </p>
      <Field
        id="payout-currentPassword"
        label="Your taskly password"
        error={errors.currentPassword?.message}
        hint="To confirm it is you. We e-mail you whenever the payout account changes."
      >
        <PasswordInput
          visible={passwordVisible}
          onToggle={() => setPasswordVisible((v) => !v)}
          autoComplete="current-password"
          {...field("currentPassword")}
        />
      </Field>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save payout account
        </Button>
      </div>
    </form>
  );
}
