// The status of a booking's money (held, available, paid out, disputed, refunded) as a badge.
import { FUNDS_STATUS_LABELS, type FundsStatus } from "@contract/earnings";
import { Badge } from "@/components/ui/badge";

const VARIANT: Record<FundsStatus, "info" | "success" | "secondary" | "warning" | "danger"> = {
  held: "info",
  available: "success",
  paid_out: "secondary",
  disputed: "warning",
  refunded: "danger",
};

export function FundsBadge({ status }: { status: FundsStatus }) {
  return <Badge variant={VARIANT[status]}>{FUNDS_STATUS_LABELS[status]}</Badge>;
}
