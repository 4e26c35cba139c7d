// /messages: conversations on the left, the chosen one on the right; ?to={userId} opens or starts one.
import { useQuery } from "@tanstack/react-query";
import { MessageSquare, Search } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { MESSAGE_SKELETON_ROWS } from "@contract/constants";
import type { Conversation } from "@contract/messages";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { ConversationPane } from "@/features/messages/conversation-pane";
import { conversationsQuery } from "@/features/messages/api/conversations";
import { taskerListQuery } from "@/features/taskers/api/list";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";

function MessagesScreen({ userId }: { userId: string }) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const to = params.get("to");
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
    (to ? list.find((c) => c.otherUser.id === to && !c.taskId) : undefined) ??
    null;
  // A new conversation with ?to=: look the person up through their tasker profile when they have one.
  const newPerson = useQuery({
    ...taskerListQuery({ limit: 50 }),
    enabled: !!to && !selected && conversations.isSuccess,
  });
  const toTasker = newPerson.data?.find((t) => t.userId === to);
  const receiver =
    selected?.otherUser ??
    (to
      ? {
          id: to,
          name: toTasker?.name ?? "New conversation",
          initials: toTasker?.initials ?? "?",
          profileImage: toTasker?.profileImage ?? null,
        }
      : null);
  const open = (c: Conversation) => navigate(`/messages?c=${c.id}`);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Messages</h1>
      <Card className="mt-6 grid grid-cols-1 overflow-hidden md:grid-cols-[320px_minmax(0,1fr)]">
        <aside
          className={cn("min-w-0 border-slate-200 md:border-r", receiver && "hidden md:block")}
          aria-label="Conversations"
        >
          <div className="border-b border-slate-200 p-3">
            <label className="relative block">
              <span className="sr-only">Search conversations</span>
              <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <Input
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="Search by name or task"
                className="pl-9"
              />
            </label>
          </div>
          <ul className="h-[500px] overflow-y-auto md:h-[440px]">
            {conversations.isLoading &&
              Array.from({ length: MESSAGE_SKELETON_ROWS }, (_, i) => (
                <li key={i} className="flex gap-3 p-3" aria-hidden="true">
                  <Skeleton className="size-9 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-3 w-1/2" />
                    <Skeleton className="h-3 w-4/5" />
                  </div>
                </li>
              ))}
            {conversations.isError && (
              <li className="p-4 text-sm text-red-700">
                <p role="alert">
                  {errorMessage(conversations.error, "We couldn't load your conversations. Please try again.")}
                </p>
                <button
                  type="button"
                  className="mt-2 min-h-11 font-semibold underline"
                  onClick={() => void conversations.refetch()}
                >
                  Try again
                </button>
              </li>
            )}
            {conversations.isSuccess && list.length === 0 && (
              <li className="p-8 text-center text-slate-600">No conversations yet</li>
            )}
            {shown.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => open(c)}
                  aria-current={selected?.id === c.id ? "true" : undefined}
                  className={cn(
                    "flex w-full gap-3 border-b border-slate-100 p-3 text-left hover:bg-slate-50",
                    selected?.id === c.id && "bg-brand-50",
                  )}
                >
                  <Avatar initials={c.otherUser.initials} image={c.otherUser.profileImage} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-semibold text-slate-900">{c.otherUser.name}</span>
                      {c.unreadCount > 0 && (
                        <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
                          {c.unreadCount}
                          <span className="sr-only"> unread</span>
                        </span>
                      )}
                    </span>
                    {c.taskTitle && <span className="block truncate text-xs text-brand-800">Re: {c.taskTitle}</span>}
                    <span className="block truncate text-sm text-slate-600">{c.lastMessage?.content ?? ""}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <div className={cn("min-w-0", !receiver && "hidden md:block")}>
          {receiver ? (
            <ConversationPane
              key={selected?.id ?? to}
              userId={userId}
              conversation={selected}
              receiver={receiver}
              onBack={() => navigate("/messages")}
            />
          ) : (
            <div className="flex h-[500px] flex-col items-center justify-center text-center text-slate-600">
              <MessageSquare className="mb-3 size-10 text-slate-300" aria-hidden="true" />
              <p className="text-lg font-semibold text-slate-900">Select a conversation</p>
              <p className="text-sm">Choose someone on the left to read and reply.</p>
            </div>
          )}
        </div>
      </Card>
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
