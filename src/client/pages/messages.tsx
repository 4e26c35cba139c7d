// /messages: conversations beside the open one; on a phone the list, then the chosen chat full screen,
// then back. ?c={conversationId} opens one, ?to={userId} opens or starts one with that person, and
// ?booking={bookingId} the one with the booking's other party about its task (one per task and pair).
import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { Booking } from "@contract/bookings";
import type { Conversation } from "@contract/messages";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { ConversationList } from "@/features/messages/conversation-list";
import { ConversationPane } from "@/features/messages/conversation-pane";
import { conversationsQuery } from "@/features/messages/api/conversations";
import { taskerListQuery } from "@/features/taskers/api/list";
import { bookingQuery } from "@/features/bookings";
import { cn } from "@/lib/utils";

function NoConversations() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessageSquare className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No conversations yet</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        Message a tasker from their profile, or answer a customer's task, and your conversations appear here.
      </p>
      <Button asChild className="mt-5">
        <Link href="/browse-taskers">Find a Tasker</Link>
      </Button>
    </div>
  );
}

function NoneSelected() {
  return (
    <div className="hidden h-full flex-col items-center justify-center text-center text-slate-600 md:flex">
      <MessageSquare className="mb-3 size-10 text-slate-300" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">Select a conversation</p>
      <p className="text-sm">Choose someone on the left to read and reply.</p>
    </div>
  );
}

/** The other party of a booking and its task: whom its Message button writes to, and about what. */
function bookingParty(b: Booking, userId: string) {
  return { person: b.customerId === userId ? b.tasker : b.customer, taskId: b.taskId, taskTitle: b.taskTitle };
}

function MessagesScreen({ userId }: { userId: string }) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const bookingId = params.get("booking");
  const booking = useQuery({ ...bookingQuery(bookingId ?? ""), enabled: !!bookingId });
  const about = booking.data ? bookingParty(booking.data, userId) : null;
  const to = about?.person.id ?? params.get("to");
  const taskId = about?.taskId ?? null;
  const selectedId = params.get("c");
  const [filter, setFilter] = useState("");
  const conversations = useQuery(conversationsQuery(userId));
  const list = conversations.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? list.filter(
        (c) => c.otherUser.name.toLowerCase().includes(needle) || (c.taskTitle ?? "").toLowerCase().includes(needle),
      )
    : list;
  const selected =
    list.find((c) => c.id === selectedId) ??
    (to ? list.find((c) => c.otherUser.id === to && c.taskId === (taskId ?? null)) : undefined) ??
    null;
  // A new conversation with ?to=: look the person up through their tasker profile when they have one.
  const newPerson = useQuery({
    ...taskerListQuery({ limit: 50 }),
    enabled: !!to && !about && !selected && conversations.isSuccess,
  });
  const toTasker = newPerson.data?.find((t) => t.userId === to);
  const receiver =
    selected?.otherUser ??
    about?.person ??
    (to
      ? {
          id: to,
          name: toTasker?.name ?? "New conversation",
          initials: toTasker?.initials ?? "?",
          profileImage: toTasker?.profileImage ?? null,
        }
      : null);
  const lastOpened = useRef<string | null>(null);
  const open = (c: Conversation) => {
    lastOpened.current = c.id;
    navigate(`/messages?c=${c.id}`);
  };
  const chatOpen = receiver !== null;
  useEffect(() => {
    // Back from a chat: the keyboard returns to the conversation it came from.
    if (!chatOpen && lastOpened.current)
      document.querySelector<HTMLElement>(`[data-conversation="${lastOpened.current}"]`)?.focus();
  }, [chatOpen]);
  const empty = conversations.isSuccess && list.length === 0 && !receiver;

  return (
    <div className="mx-auto max-w-6xl md:px-4 md:py-8">
      <h1
        className={cn(
          "px-4 pb-3 pt-6 text-3xl font-bold text-slate-900 md:px-0 md:pt-0",
          receiver && "sr-only md:not-sr-only",
        )}
      >
        Messages
      </h1>
      <div
        className={cn(
          "flex flex-col overflow-hidden bg-white md:mt-3 md:h-[600px] md:rounded-2xl md:border md:border-slate-200 md:shadow-sm",
          "h-[calc(100dvh-10rem)] border-t border-slate-200",
          !empty && "md:grid md:grid-cols-[320px_minmax(0,1fr)]",
        )}
      >
        {empty ? (
          <NoConversations />
        ) : (
          <>
            <aside
              className={cn(
                "flex min-h-0 min-w-0 flex-1 flex-col border-slate-200 md:border-r",
                receiver && "hidden md:flex",
              )}
              aria-label="Conversations"
            >
              <ConversationList
                conversations={conversations}
                shown={shown}
                selectedId={selected?.id ?? null}
                filter={filter}
                onFilter={setFilter}
                onOpen={open}
              />
            </aside>
            {receiver ? (
              // On a phone the open chat takes the whole screen, like a chat app; Back returns to the list.
              <div className="fixed inset-0 z-50 min-w-0 bg-white md:static md:z-auto md:h-full">
                <ConversationPane
                  key={selected?.id ?? `${to}-${taskId ?? ""}`}
                  userId={userId}
                  conversation={selected}
                  task={selected || !about ? null : { id: about.taskId, title: about.taskTitle }}
                  receiver={receiver}
                  onBack={() => navigate("/messages")}
                />
              </div>
            ) : (
              <NoneSelected />
            )}
          </>
        )}
      </div>
    </div>
  );
}

export default function MessagesPage() {
  const { user } = useAuth();
  return (
    <RequireAuth message="Please sign in to read your messages.">
      {user && <MessagesScreen userId={user.id} />}
    </RequireAuth>
  );
}
