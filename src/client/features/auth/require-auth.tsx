// Page guards: 'Authentication Required' for signed-out visitors, 'Access Denied' for non-admins.
import { Link } from "wouter";
import { LockKeyhole, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageState } from "@/components/ui/page-state";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { isAdmin, loginHref, useAuth } from "./auth-context";

export function RequireAuth({
  children,
  message = "Please sign in to continue.",
}: {
  children: ReactNode;
  message?: string;
}) {
  const { status, user } = useAuth();
  if (status === "loading" && !user) return <PageSkeleton />;
  if (!user)
    return (
      <PageState
        icon={LockKeyhole}
        title="Authentication Required"
        actions={
          <Button asChild>
            <Link href={loginHref()}>Sign In</Link>
          </Button>
        }
      >
        {message}
      </PageState>
    );
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === "loading" && !user) return <PageSkeleton />;
  if (!isAdmin(user))
    return (
      <PageState
        icon={ShieldAlert}
        title="Access Denied"
        actions={
          <Button asChild>
            <Link href="/">Go Home</Link>
          </Button>
        }
      >
        Access Denied: You need admin privileges to access this area.
      </PageState>
    );
  return <>{children}</>;
}
