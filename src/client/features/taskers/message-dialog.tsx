// 'Send Message to Tasker': min 10 characters, 'Sending...' while pending; 'Message sent!' or
// 'Error sending message' toasts.
// The sender is the signed-in user (decided by the server); signed out, it leads to log in.
import { useMutation } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { MIN_TASKER_MESSAGE_LENGTH } from "@contract/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { loginHref, useAuth } from "@/features/auth";
import { messageKeys, sendMessage } from "@/features/messages";
import { queryClient } from "@/lib/query-client";

export function MessageTaskerButton({ receiverId }: { receiverId: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
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
    <>
      <Button
        variant="outline"
        onClick={() => (user ? setOpen(true) : navigate(loginHref()))}
        disabled={user?.id === receiverId}
      >
        <MessageSquare /> Message
      </Button>
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
    </>
  );
}
