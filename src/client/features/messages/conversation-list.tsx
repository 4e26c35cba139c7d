// The conversation list of /messages: a search box and one row per conversation (name, task, last line).
import type { UseQueryResult } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { MESSAGE_SKELETON_ROWS } from "@contract/constants";
import type { Conversation } from "@contract/messages";
import { plural } from "@contract/plural";
import { Avatar } from "@/components/ui/avatar";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";

export function ConversationList({
  conversations,
  shown,
  selectedId,
  filter,
  onFilter,
  onOpen,
}: {
  conversations: UseQueryResult<Conversation[]>;
  shown: Conversation[];
  selectedId: string | null;
  filter: string;
  onFilter: (value: string) => void;
  onOpen: (conversation: Conversation) => void;
}) {
  return (
    <>
      <div className="border-b border-slate-200 p-3">
        <label className="relative block">
          <span className="sr-only">Search conversations</span>
          <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            value={filter}
            onChange={(e) => onFilter(e.target.value)}
            placeholder="Search by name or task"
            className="pl-9"
          />
        </label>
      </div>
      <ul className="min-h-0 flex-1 overflow-y-auto">
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
        {conversations.isSuccess && shown.length === 0 && (
          <li className="p-8 text-center text-sm text-slate-600">No conversation matches “{filter.trim()}”.</li>
        )}
        {shown.map((c) => (
          <li key={c.id}>
            <ConversationRow conversation={c} selected={selectedId === c.id} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ConversationRow({
  conversation: c,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  onOpen: (conversation: Conversation) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(c)}
      data-conversation={c.id}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "flex w-full gap-3 border-b border-slate-100 p-3 text-left hover:bg-slate-50",
        selected && "bg-brand-50",
      )}
    >
      <Avatar initials={c.otherUser.initials} image={c.otherUser.profileImage} seed={c.otherUser.id} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold text-slate-900">{c.otherUser.name}</span>
          {c.unreadCount > 0 && (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
              <span aria-hidden="true">{c.unreadCount}</span>
              <span className="sr-only">{plural(c.unreadCount, "unread message")}</span>
            </span>
          )}
        </span>
        {c.taskTitle && <span className="block truncate text-xs text-brand-800">Re: {c.taskTitle}</span>}
        <span className="block truncate text-sm text-slate-600">
          {c.lastMessage ? c.lastMessage.content || "Sent a photo" : ""}
        </span>
      </span>
    </button>
  );
}
