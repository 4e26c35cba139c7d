import type { TaskStatus, UserType } from "@contract/constants";
import { Badge } from "@/components/ui/badge";

const TYPE_VARIANT = { customer: "secondary", tasker: "info", both: "default", admin: "warning" } as const;
export function UserTypeBadge({ type }: { type: UserType }) {
  return <Badge variant={TYPE_VARIANT[type]}>{type}</Badge>;
}

const STATUS_VARIANT = {
  open: "info",
  assigned: "default",
  in_progress: "warning",
  completed: "success",
  cancelled: "secondary",
} as const;
export const statusLabel = (s: string) => {
  const t = s.replace(/_/g, " ");
  return t.charAt(0).toUpperCase() + t.slice(1);
};
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className="capitalize">
      {statusLabel(status)}
    </Badge>
  );
}
