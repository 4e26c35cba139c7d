// The profile's Message button. Signed out, it leads to log in; signed in, it opens 'Send Message
// to Tasker', whose code (dialog, form, sending) loads when it is first opened or pointed at.
import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { loginHref, useAuth } from "@/features/auth";

const loadDialog = () => import("./message-dialog");
const MessageDialog = lazy(() => loadDialog().then((m) => ({ default: m.MessageDialog })));

export function MessageTaskerButton({ receiverId }: { receiverId: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          if (!user) return navigate(loginHref());
          setOpened(true);
          setOpen(true);
        }}
        disabled={user?.id === receiverId}
      >
        <MessageSquare /> Message
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MessageDialog receiverId={receiverId} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
