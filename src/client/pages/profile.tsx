// /profile: My Profile — own details, photo, links to edit them, the tasker profile, password, deletion,
// the people blocked.
import { format } from "date-fns";
import {
  Briefcase,
  CalendarDays,
  ChevronRight,
  KeyRound,
  LayoutDashboard,
  Mail,
  MapPin,
  Pencil,
  Phone,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { SessionUser } from "@contract/auth";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailText } from "@/components/ui/email-text";
import { DeleteAccountDialog } from "@/features/account/delete-account-dialog";
import { BlockedPeople } from "@/features/blocks/blocked-people";
import { isAdmin, isTasker, useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { MyReports } from "@/features/reports";
import { initialsFor } from "@contract/tasker-display";

const TYPE_LABEL: Record<SessionUser["userType"], string> = {
  customer: "Customer",
  tasker: "Tasker",
  both: "Customer & Tasker",
  admin: "Admin",
};

function Detail({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
        <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-6 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function LinkRow({ href, icon: Icon, title, text }: { href: string; icon: typeof Mail; title: string; text: string }) {
  return (
    <Link
      href={href}
      className="flex min-h-11 items-center gap-3 rounded-xl p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

function ProfileScreen({ user }: { user: SessionUser }) {
  const missing = <span className="text-slate-500">Not added yet</span>;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
      <Card className="mt-6 p-5 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar
            initials={initialsFor(`${user.firstName} ${user.lastName}`, user.id)}
            image={user.profileImage}
            seed={user.id}
            size="lg"
            className="size-24 text-3xl"
          />
          <div className="min-w-0 flex-1">
            <p className="text-2xl font-bold text-slate-900">
              {user.firstName} {user.lastName}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge variant={isTasker(user) ? "default" : "secondary"}>{TYPE_LABEL[user.userType]}</Badge>
              <span>Member since {format(new Date(user.createdAt), "MMMM yyyy")}</span>
            </div>
          </div>
          <Button asChild>
            <Link href="/edit-profile">
              <Pencil /> Edit Profile
            </Link>
          </Button>
        </div>
      </Card>

      {/* Two short cards side by side; the lists that grow (blocked people, reports) and Security
          below at full width, where names and dates have room. */}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Contact details</CardTitle>
          </CardHeader>
          <CardContent className="pt-2">
            <dl className="divide-y divide-slate-100">
              <Detail icon={Mail} label="Email">
                <EmailText email={user.email} />
              </Detail>
              <Detail icon={Phone} label="Phone">
                {user.phone || missing}
              </Detail>
              <Detail icon={MapPin} label="Location">
                {user.location || missing}
              </Detail>
              {user.username && (
                <Detail icon={UserRound} label="Username">
                  {user.username}
                </Detail>
              )}
            </dl>
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Shortcuts</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 pt-3">
            <LinkRow href="/edit-profile" icon={Pencil} title="Edit profile" text="Name, phone, location and photo" />
            {isTasker(user) ? (
              <>
                <LinkRow
                  href="/tasker-dashboard"
                  icon={LayoutDashboard}
                  title="Tasker Dashboard"
                  text="Earnings, active tasks and messages"
                />
                <LinkRow
                  href="/tasker-profile"
                  icon={Briefcase}
                  title="Tasker profile"
                  text="Services, rate and availability"
                />
              </>
            ) : !isAdmin(user) ? (
              <LinkRow
                href="/tasker-profile"
                icon={Briefcase}
                title="Become a Tasker"
                text="Earn money helping people nearby"
              />
            ) : null}
            <LinkRow href="/my-bookings" icon={CalendarDays} title="My Bookings" text="Upcoming and past bookings" />
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6">
        {!isAdmin(user) && <BlockedPeople />}
        <MyReports />
        <Card>
          <CardHeader>
            <CardTitle>Security</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 pt-3">
            <LinkRow
              href="/edit-profile#password"
              icon={KeyRound}
              title="Change password"
              text="Signs out your other devices"
            />
            <div className="border-t border-slate-100 pt-4">
              <p className="mb-3 text-sm text-slate-600">
                Deleting your account erases your personal details. Past bookings stay for the other party.
              </p>
              <DeleteAccountDialog />
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <RequireAuth message="Please sign in to see your profile.">{user && <ProfileScreen user={user} />}</RequireAuth>
  );
}
