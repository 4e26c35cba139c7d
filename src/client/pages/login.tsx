import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { loginSchema, type LoginInput } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { FailureAlert } from "@/components/ui/failure-alert";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { AuthCard } from "@/features/auth/auth-card";
import { useAuth } from "@/features/auth/auth-context";
import { PasswordInput } from "@/components/ui/password-input";
import { safeNextPath } from "@/features/auth/safe-next";

const LOGIN_FAILED_TEXT = "Invalid email or password. Please try again.";

export default function LoginPage() {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"));
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    setFailure(null);
    const result = await login(identifier, password);
    if (result.ok) {
      toast({ title: "Welcome back!", variant: "success" });
      navigate(next);
    } else {
      // Said once, at the form: the seed client's sentence for wrong credentials, else the server's reason
      // (too many attempts, a demo password from another machine).
      setFailure(result.status === 401 || !result.status ? LOGIN_FAILED_TEXT : result.message);
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Log in to book taskers and manage your tasks.">
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {failure && <FailureAlert title="Login failed" reason={failure} testId="login-error" />}
        <Field id="identifier" label="Username or email" error={errors.identifier?.message}>
          <Input
            id="identifier"
            autoComplete="username"
            aria-invalid={!!errors.identifier}
            aria-describedby={errors.identifier ? "identifier-error" : undefined}
            {...form.register("identifier")}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="password"
            visible={showPassword}
            onToggle={() => setShowPassword((v) => !v)}
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? "password-error" : undefined}
            {...form.register("password")}
          />
        </Field>
        <div className="flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Logging in..." : "Log In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to taskly?{" "}
        <Link
          href={next === "/" ? "/signup" : `/signup?next=${encodeURIComponent(next)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
