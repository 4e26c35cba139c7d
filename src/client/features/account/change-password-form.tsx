// Change password: the current one is required; every other session ends on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordSchema } from "@contract/users";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiRequestError } from "@/lib/api";
import { changePassword } from "./api/password";
import { FormAlert, registerField } from "@/components/ui/form-fields";

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
type Form = z.infer<typeof formSchema>;

export function ChangePasswordForm() {
  const [visible, setVisible] = useState(false);
  const form = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      toast({
        title: "Password changed",
        description: "You stay signed in here; other devices were signed out.",
        variant: "success",
      });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      const message =
        error instanceof ApiRequestError ? error.serverMessage : "Something went wrong. Please try again.";
      if (fields.currentPassword) form.setError("currentPassword", { message: fields.currentPassword });
      else if (fields.newPassword) form.setError("newPassword", { message: fields.newPassword });
      else form.setError("root", { message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
          autoComplete="current-password"
          {...registerField(form, "currentPassword")}
        />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="newPassword" label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          <Input
            type={visible ? "text" : "password"}
            autoComplete="new-password"
            {...registerField(form, "newPassword")}
          />
        </Field>
        <Field id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type={visible ? "text" : "password"}
            autoComplete="new-password"
            {...registerField(form, "confirmPassword")}
          />
        </Field>
      </div>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
