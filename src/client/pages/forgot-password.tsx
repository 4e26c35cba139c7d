import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { AuthCard } from "@/features/auth/auth-card";
import { requestPasswordReset } from "@/features/auth/api/password-reset";
import { errorMessage } from "@/lib/api";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError("Email is required");
    setPending(true);
    try {
      setSent((await requestPasswordReset(email)).message);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's email and we'll send you a link to choose a new password."
    >
      {sent ? (
        <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          <MailCheck className="size-5 shrink-0" aria-hidden="true" />
          <p>{sent} The link works for one hour.</p>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id="email" label="Email" error={error ?? undefined}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
            />
          </Field>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
