// The Block (or Unblock) button of a person's page, for a signed-in person who may block them.
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { BlockDialog } from "./block-dialogs";
import { useBlock } from "./use-block";

export function BlockPersonButton({ userId, name }: { userId: string; name: string }) {
  const { canBlock, known, blocked, block, unblock } = useBlock(userId, name);
  const [asking, setAsking] = useState(false);
  if (!canBlock || !known) return null;
  const change = blocked ? unblock : block;
  return (
    <>
      <Button variant="ghost" className="text-slate-700" onClick={() => setAsking(true)}>
        <Ban /> {blocked ? "Unblock" : "Block"}
      </Button>
      <BlockDialog
        change={blocked ? "unblock" : "block"}
        name={name}
        open={asking}
        onOpenChange={setAsking}
        pending={change.isPending}
        onConfirm={() => change.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
