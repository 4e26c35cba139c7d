// On the post-task success step: back to the tasker being hired (/book-tasker/{id}) with the new
// task chosen, when the hire panel sent the customer here (?returnTo=/book-tasker/...).
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function hireReturnPath(
  search: string = typeof window === "undefined" ? "" : window.location.search,
): string | null {
  const to = new URLSearchParams(search).get("returnTo");
  return to && /^\/book-tasker\/[\w-]{1,64}$/.test(to) ? to : null;
}

export function ReturnToHireButton({ taskId }: { taskId: string }) {
  const to = hireReturnPath();
  if (!to) return null;
  return (
    <Button asChild>
      <Link href={`${to}?task=${encodeURIComponent(taskId)}#hire`}>
        <ArrowLeft /> Continue hiring
      </Link>
    </Button>
  );
}
