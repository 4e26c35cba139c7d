// The personal details of /edit-profile: name, phone and location (PUT /api/users/me); the email
// is shown but not editable.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import type { SessionUser } from "@contract/auth";
import { updateMeSchema } from "@contract/users";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { invalidateTaskerData } from "@/features/tasker-side";
import { showServerErrors } from "@/lib/form-errors";
import { updateMe } from "./api/me";
import { FormAlert, registerField } from "@/components/ui/form-fields";

type Form = z.input<typeof updateMeSchema>;

const formValues = (user: SessionUser): Form => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? "",
  location: user.location ?? "",
});

export function DetailsForm({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const form = useForm<Form, unknown, z.output<typeof updateMeSchema>>({
    resolver: zodResolver(updateMeSchema),
    defaultValues: formValues(user),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateMe(values);
      await refresh();
      await invalidateTaskerData();
      form.reset(formValues(saved));
      toast({ title: "Profile updated", variant: "success" });
    } catch (error) {
      showServerErrors(form.setError, error, ["firstName", "lastName", "phone", "location"]);
      toast({ title: "Update failed", description: "Please check the form and try again.", variant: "destructive" });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="firstName" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...registerField(form, "firstName")} />
        </Field>
        <Field id="lastName" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...registerField(form, "lastName")} />
        </Field>
      </div>
      <Field id="email" label="Email" hint="Contact support to change the email you sign in with.">
        <Input id="email" value={user.email} readOnly disabled />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...registerField(form, "phone")} />
        </Field>
        <Field
          id="location"
          label="Location (optional)"
          error={errors.location?.message}
          hint="City and state, e.g. Austin, TX"
        >
          <Input autoComplete="address-level2" {...registerField(form, "location")} />
        </Field>
      </div>
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
        <Button asChild variant="ghost">
          <Link href="/profile">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
