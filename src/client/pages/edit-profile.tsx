// /edit-profile: name, phone, location, photo, and the change-password form.
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import type { SessionUser } from "@contract/auth";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AvatarUpload } from "@/features/account/avatar-upload";
import { ChangePasswordForm } from "@/features/account/change-password-form";
import { DetailsForm } from "@/features/account/details-form";
import { useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";

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
