// /edit-profile: name, phone, location, photo, and the change-password form.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import type { SessionUser } from "@contract/auth";
import { updateMeSchema } from "@contract/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { updateMe } from "@/features/account/api/me";
import { AvatarUpload } from "@/features/account/avatar-upload";
import { ChangePasswordForm } from "@/features/account/change-password-form";
import { useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { invalidateTaskerData } from "@/features/tasker-side/api/refresh";
import { ApiRequestError } from "@/lib/api";

type Form = z.input<typeof updateMeSchema>;

function DetailsForm({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const form = useForm<Form, unknown, z.output<typeof updateMeSchema>>({
    resolver: zodResolver(updateMeSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? "",
      location: user.location ?? "",
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateMe(values);
      await refresh();
      await invalidateTaskerData();
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone ?? "",
        location: saved.location ?? "",
      });
      toast({ title: "Profile updated", variant: "success" });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors))
          form.setError(field as keyof Form, { message });
        if (!Object.keys(error.fieldErrors).length) form.setError("root", { message: error.serverMessage });
      }
      toast({ title: "Update failed", description: "Please check the form and try again.", variant: "destructive" });
    }
  });
  const props = (name: keyof Form) => ({
    id: name,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="firstName" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...props("firstName")} />
        </Field>
        <Field id="lastName" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...props("lastName")} />
        </Field>
      </div>
      <Field id="email" label="Email" hint="Contact support to change the email you sign in with.">
        <Input id="email" value={user.email} readOnly disabled />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...props("phone")} />
        </Field>
        <Field
          id="location"
          label="Location (optional)"
          error={errors.location?.message}
          hint="City and state, e.g. Austin, TX"
        >
          <Input autoComplete="address-level2" {...props("location")} />
        </Field>
      </div>
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
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

function EditProfileScreen({ user }: { user: SessionUser }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        href="/profile"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> My Profile
      </Link>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Edit Profile</h1>
      <div className="mt-6 grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Profile photo</CardTitle>
          </CardHeader>
          <CardContent>
            <AvatarUpload user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Personal details</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailsForm key={user.id} user={user} />
          </CardContent>
        </Card>
        <Card id="password" className="scroll-mt-24">
          <CardHeader>
            <CardTitle>Change password</CardTitle>
            <p className="text-sm text-slate-600">You'll stay signed in here; your other devices will be signed out.</p>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export default function EditProfilePage() {
  const { user } = useAuth();
  return (
    <RequireAuth message="Please sign in to edit your profile.">
      {user && <EditProfileScreen user={user} />}
    </RequireAuth>
  );
}
