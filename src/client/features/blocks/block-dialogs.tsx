// The questions before blocking and unblocking: what blocking does is said before it happens.
import { BLOCK_EXPLAINED } from "@contract/blocks";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function BlockDialog({
  name,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${name}?`}
      description={BLOCK_EXPLAINED}
      confirmLabel="Block"
      pendingLabel="Blocking…"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

export function UnblockDialog({
  name,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Unblock ${name}?`}
      description="You will see each other in search again and can message, invite, offer and book. They won't be told."
      confirmLabel="Unblock"
      pendingLabel="Unblocking…"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
