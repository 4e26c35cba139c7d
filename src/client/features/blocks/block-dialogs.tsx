// The question before blocking or unblocking: what the change does is said before it happens. The two
// questions differ only in their words, so one dialog takes which change it asks about.
import { BLOCK_EXPLAINED } from "@contract/blocks";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export type BlockChange = "block" | "unblock";

const WORDS: Record<BlockChange, { verb: string; description: string; pendingLabel: string }> = {
  block: { verb: "Block", description: BLOCK_EXPLAINED, pendingLabel: "Blocking…" },
  unblock: {
    verb: "Unblock",
    description: "You will see each other in search again and can message, invite, offer and book. They won't be told.",
    pendingLabel: "Unblocking…",
  },
};

export function BlockDialog({
  change,
  name,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  change: BlockChange;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onConfirm(): void;
}) {
  const words = WORDS[change];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${words.verb} ${name}?`}
      description={words.description}
      confirmLabel={words.verb}
      pendingLabel={words.pendingLabel}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
