import { useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { AuthCard } from "@/features/auth/auth-card";
import { PasswordInput } from "@/components/ui/password-input";
import { resetPassword } from "@/features/auth/api/password-reset";
import { errorMessage } from "@/lib/api";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setErrors({ password: "Password must be at least 8 characters" });
    if (password !== confirm) return setErrors({ confirm: "Passwords don't match" });
    setPending(true);
    try {
      await resetPassword(token, password);
      toast({ title: "Password changed", description: "Log in with your new password.", variant: "success" });
      navigate("/login");
    } catch (e) {
      setErrors({ form: errorMessage(e) });
    } finally {
      setPending(false);
    }
  };
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. All your other sessions will be signed out."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <Field id="new-password" label="New password" error={errors.password}>
          <PasswordInput
            id="new-password"
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!errors.password}
          />
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={errors.confirm}>
          <PasswordInput
            id="confirm-password"
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={!!errors.confirm}
          />
        </Field>
        <Button type="submit" size="lg" disabled={pending || !token}>
          {pending ? "Saving..." : "Change Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
