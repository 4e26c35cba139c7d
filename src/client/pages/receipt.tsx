// /bookings/:id/receipt: the customer's itemised receipt of a booking, printable.
import { useQuery } from "@tanstack/react-query";
import { Printer, ReceiptText } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { RequireAuth } from "@/features/auth/require-auth";
import { receiptQuery } from "@/features/money/api/receipt";
import { ReceiptView } from "@/features/money/receipt-view";

function ReceiptContent({ bookingId }: { bookingId: string }) {
  const receipt = useQuery(receiptQuery(bookingId));
  if (receipt.isLoading) return <Skeleton className="h-96 rounded-2xl" />;
  if (receipt.isError)
    return (
      <ErrorNotice
        error={receipt.error}
        fallback="We could not load this receipt."
        onRetry={() => void receipt.refetch()}
      />
    );
  return receipt.data ? <ReceiptView receipt={receipt.data} /> : null;
}

export default function ReceiptPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireAuth>
      <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Button variant="ghost" asChild>
            <Link href="/my-bookings">
              <ReceiptText /> My bookings
            </Link>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer /> Print
          </Button>
        </div>
        <ReceiptContent bookingId={id} />
      </div>
    </RequireAuth>
  );
}
