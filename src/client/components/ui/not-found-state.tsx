// 'Page Not Found' with Go Home and Find Taskers: for unknown routes and unknown text pages;
// a server-rendered page showing it answers HTTP 404.
import { Compass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageState } from "@/components/ui/page-state";
import { useHttpStatus } from "@/lib/http-status";

export function NotFoundState() {
  useHttpStatus(404);
  return (
    <PageState
      icon={Compass}
      title="Page Not Found"
      actions={
        <>
          <Button asChild>
            <Link href="/">Go Home</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/browse-taskers">Find Taskers</Link>
          </Button>
        </>
      }
    >
      The page you're looking for doesn't exist or has moved.
    </PageState>
  );
}
