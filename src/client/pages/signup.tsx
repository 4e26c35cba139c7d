import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { z } from "zod";
import { registerSchema } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { FailureAlert } from "@/components/ui/failure-alert";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError } from "@/lib/api";
import { showServerErrors } from "@/lib/form-errors";
import { AuthCard } from "@/features/auth/auth-card";
import { useAuth } from "@/features/auth/auth-context";
import { PasswordInput } from "@/components/ui/password-input";
import { safeNextPath } from "@/features/auth/safe-next";
import { cn } from "@/lib/utils";

const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
type SignupForm = z.input<typeof signupFormSchema>;

const SIGNUP_FIELDS = ["firstName", "lastName", "email", "phone", "userType", "password"] as const;
const REGISTRATION_FAILED_TEXT = "There was an error creating your account. Please try again.";

const ACCOUNT_TYPES = [
  { value: "customer", label: "Customer", hint: "I need help with tasks" },
  { value: "tasker", label: "Tasker", hint: "I want to earn by helping" },
  { value: "both", label: "Both", hint: "Hire and work" },
] as const;

export default function SignupPage() {
  const { register: registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const preset = params.get("type");
  const next = safeNextPath(params.get("next"));
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      password: "",
      confirmPassword: "",
      userType: preset === "tasker" || preset === "both" ? preset : "customer",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const userType = form.watch("userType");

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await registerAccount({ ...values, phone: values.phone || undefined });
      toast({ title: "Account created successfully!", variant: "success" });
      navigate(next);
    } catch (error) {
      // Said once, where it belongs: the field the server names (a taken e-mail, a too common
      // password), else the seed client's 'Registration failed' at the form. No toast repeats it.
      if (error instanceof ApiRequestError && error.status === 409)
        form.setError("email", { type: "server", message: error.serverMessage }, { shouldFocus: true });
      else showServerErrors(form.setError, error, SIGNUP_FIELDS, REGISTRATION_FAILED_TEXT);
    }
  });

  const fieldProps = (name: keyof SignupForm) => ({
    id: name,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <AuthCard title="Create your account" subtitle="Join taskly to book trusted help, or to earn as a tasker.">
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {errors.root?.message && <FailureAlert title="Registration failed" reason={errors.root.message} />}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field id="firstName" label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...fieldProps("firstName")} />
          </Field>
          <Field id="lastName" label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...fieldProps("lastName")} />
          </Field>
        </div>
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...fieldProps("email")} />
        </Field>
        <Field id="phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...fieldProps("phone")} />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Account type</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type.value}
                className={cn(
                  "flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  userType === type.value ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-slate-400",
                )}
              >
                <input type="radio" value={type.value} className="sr-only" {...form.register("userType")} />
                <span className="font-semibold text-slate-900">{type.label}</span>
                <span className="text-xs text-slate-600">{type.hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="password" label="Password" error={errors.password?.message} hint="At least 8 characters.">
          <PasswordInput
            visible={showPassword}
            onToggle={() => setShowPassword((v) => !v)}
            autoComplete="new-password"
            {...fieldProps("password")}
          />
        </Field>
        <Field id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            {...fieldProps("confirmPassword")}
          />
        </Field>
        <p className="text-xs text-slate-600">
          By creating an account you agree to our{" "}
          <Link href="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
