// An inline error for one section of a screen: the server's message for a refused request (the
// screen's own words for a server failure, see errorMessage) and a Try again button.
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";

export function ErrorNotice({
  error,
  fallback = "We could not load this.",
  onRetry,
}: {
  error: unknown;
  fallback?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {errorMessage(error, fallback)}
      </p>
      {onRetry && (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 shrink-0 self-start bg-white sm:self-auto"
          onClick={onRetry}
        >
          Try again
        </Button>
      )}
    </div>
  );
}
