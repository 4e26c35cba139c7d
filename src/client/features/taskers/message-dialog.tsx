// 'Send Message to Tasker': min 10 characters, 'Sending...' while pending; 'Message sent!' or
// 'Error sending message' toasts. The sender is the signed-in user (decided by the server).
// Loaded when the profile's Message button first opens it (message-tasker-button.tsx).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { MIN_TASKER_MESSAGE_LENGTH } from "@contract/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { messageKeys, sendMessage } from "@/features/messages";
import { queryClient } from "@/lib/query-client";

export function MessageDialog({
  receiverId,
  open,
  setOpen,
}: {
  receiverId: string;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendMessage({ content: content.trim(), receiverId }),
    onSuccess: () => {
      toast({ title: "Message sent!", description: "Your message has been sent to the tasker.", variant: "success" });
      setOpen(false);
      setContent("");
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: () =>
      toast({
        title: "Error sending message",
        description: "There was an error sending your message. Please try again.",
        variant: "destructive",
      }),
  });

  const submit = () => {
    if (content.trim().length < MIN_TASKER_MESSAGE_LENGTH) {
      setError("Message must be at least 10 characters");
      return;
    }
    setError(null);
    send.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogContent>
        <DialogHeader
          title="Send Message to Tasker"
          description="Ask about availability, scope or price before you book."
        />
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="tasker-message" className="sr-only">
            Message
          </label>
          <Textarea
            id="tasker-message"
            rows={5}
            value={content}
            maxLength={5000}
            onChange={(e) => setContent(e.target.value)}
            placeholder="Hi! I'm interested in your services..."
            aria-invalid={!!error}
            aria-describedby={error ? "tasker-message-error" : undefined}
          />
          {error && (
            <p id="tasker-message-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Message"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
