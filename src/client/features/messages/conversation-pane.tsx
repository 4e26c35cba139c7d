// The open conversation: bubbles (own right, other left, 'MMM d, h:mm a'), filling its box (full screen on a phone),
// Enter sends, Shift+Enter makes a new line, whitespace-only is never sent. Up to 10 photos may go
// with a message (the text is then their optional caption); each shows the time it was sent.
import { useMutation, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { ArrowLeft, Ban, EllipsisVertical, ImagePlus, Send, ShieldAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CONTACT_HIDDEN_NOTE, type Conversation } from "@contract/messages";
import type { PhotoView } from "@contract/photos";
import { PhotoGallery, PhotoPicker } from "@/components/photos";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { ReportMenu } from "@/features/reports";
import { toast } from "@/components/ui/use-toast";
import { BlockDialog, type BlockChange, useBlock } from "@/features/blocks";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { messageKeys } from "./api/keys";
import { sendMessage } from "./api/send-message";
import { addMessageToCache, threadQuery } from "./api/thread";

export function ConversationPane({
  userId,
  conversation,
  receiver,
  task,
  onBack,
}: {
  userId: string;
  conversation: Conversation | null;
  /** A new conversation about this task (its first message names it); an open conversation keeps its own. */
  task?: { id: string; title: string } | null;
  /** The person to write to (from the conversation, or ?to= for a new one). */
  receiver: { id: string; name: string; initials: string; profileImage: string | null };
  onBack: () => void;
}) {
  const [draft, setDraft] = useState("");
  const [photos, setPhotos] = useState<PhotoView[]>([]);
  const [attaching, setAttaching] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [asking, setAsking] = useState<BlockChange | null>(null);
  const person = useBlock(receiver.id, receiver.name);
  // The one confirmation asks about the change chosen in the menu (it is closed when nothing is).
  const change = asking ?? "block";
  const log = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a conversation takes the keyboard and screen reader to it.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const messages = useQuery({ ...threadQuery(conversation?.id ?? "none"), enabled: !!conversation });
  const list = conversation ? (messages.data ?? []) : [];

  const last = list.at(-1);
  useEffect(() => {
    // Scroll the log itself (not the window) to the newest message.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [list.length]);
  useEffect(() => {
    // A message that arrived live while this conversation is open: reading it marks it read.
    if (conversation && last && last.senderId !== userId && !last.readAt)
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversation.id) });
  }, [conversation, last, userId]);
  useEffect(() => {
    // Opening marks it read on the server; refresh the list's unread badge.
    if (messages.isSuccess) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(userId) });
  }, [messages.isSuccess, messages.dataUpdatedAt, userId]);

  const send = useMutation({
    mutationFn: ({ content, photoIds }: { content: string; photoIds: string[] }) =>
      sendMessage({
        content,
        receiverId: receiver.id,
        conversationId: conversation?.id ?? undefined,
        taskId: conversation ? undefined : task?.id,
        ...(photoIds.length ? { photoIds } : {}),
      }),
    onSuccess: (message) => {
      setDraft("");
      setPhotos([]);
      setAttaching(false);
      addMessageToCache(message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(userId) });
    },
    onError: (error) =>
      toast({
        title: "Error sending message",
        description: errorMessage(error, "There was an error sending your message. Please try again."),
        variant: "destructive",
      }),
  });

  // A person you blocked cannot be written to: the composer rests until you unblock them.
  const closed = person.blocked;
  const canSend = (!!draft.trim() || photos.length > 0) && !uploading && !send.isPending && !closed;
  const submit = () => {
    if (!canSend) return;
    send.mutate({ content: draft.trim(), photoIds: photos.map((p) => p.id) });
  };

  return (
    <section className="flex h-full flex-col" aria-label={`Conversation with ${receiver.name}`}>
      <header className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft className="size-5" />
        </Button>
        <Avatar initials={receiver.initials} image={receiver.profileImage} seed={receiver.id} size="sm" />
        <div className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="truncate font-semibold text-slate-900 focus:outline-none">
            {receiver.name}
          </h2>
          {(conversation?.taskTitle ?? task?.title) && (
            <p className="truncate text-xs text-slate-600">Re: {conversation?.taskTitle ?? task?.title}</p>
          )}
        </div>
        {person.canBlock && person.known && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="ml-auto shrink-0" aria-label="Conversation options">
                <EllipsisVertical className="size-5" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setAsking(closed ? "unblock" : "block")}>
                <Ban aria-hidden="true" /> {closed ? `Unblock ${receiver.name}` : `Block ${receiver.name}`}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>
      <BlockDialog
        change={change}
        name={receiver.name}
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        pending={person[change].isPending}
        onConfirm={() => person[change].mutate(undefined, { onSuccess: () => setAsking(null) })}
      />
      <div
        className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4"
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        tabIndex={0}
      >
        {conversation &&
          messages.isLoading &&
          [0, 1, 2].map((i) => <Skeleton key={i} className={cn("h-12 w-2/3", i % 2 && "ml-auto")} />)}
        {!messages.isLoading && list.length === 0 && (
          <p className="py-16 text-center text-slate-600">No messages yet</p>
        )}
        {list.map((m) => {
          const own = m.senderId === userId;
          const sent = format(new Date(m.createdAt), "MMM d, h:mm a");
          return (
            <div key={m.id} className={cn("flex flex-col", own ? "items-end" : "items-start")}>
              <PhotoGallery
                photos={m.photos}
                label={own ? "Photos you sent" : `Photos from ${receiver.name}`}
                caption={`Sent ${sent}`}
                size="sm"
                className={cn("mb-1 max-w-[80%]", own && "justify-end")}
              />
              {m.content && (
                <div
                  className={cn(
                    "max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm shadow-sm",
                    own ? "rounded-br-md bg-brand-700 text-white" : "rounded-bl-md bg-white text-slate-900",
                  )}
                >
                  {m.content}
                </div>
              )}
              <span className="mt-1 flex items-center gap-1 text-xs text-slate-500">
                {sent}
                {!own && (
                  <ReportMenu
                    target={{ type: "message", id: m.id, label: `this message from ${receiver.name}` }}
                    label={`More for the message from ${receiver.name} sent ${sent}`}
                  />
                )}
              </span>
              {m.masked && (
                <span className="mt-1 flex items-center gap-1 text-xs text-amber-800">
                  <ShieldAlert className="size-3.5" aria-hidden="true" />
                  {CONTACT_HIDDEN_NOTE}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {closed && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-x-2 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
        >
          <Ban className="size-4 text-slate-500" aria-hidden="true" />
          <span>You blocked {receiver.name}.</span>
          <Button variant="link" size="sm" className="min-h-9 px-1" onClick={() => setAsking("unblock")}>
            Unblock
          </Button>
        </div>
      )}
      {attaching && !closed && (
        <div className="max-h-64 overflow-y-auto border-t border-slate-200 p-3">
          <PhotoPicker use="message" value={photos} onChange={setPhotos} onBusyChange={setUploading} />
        </div>
      )}
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Button
          type="button"
          variant={attaching ? "secondary" : "ghost"}
          size="icon"
          aria-label={attaching ? "Hide photos" : "Attach photos"}
          aria-expanded={attaching}
          disabled={closed}
          onClick={() => setAttaching(!attaching)}
        >
          <ImagePlus />
          {photos.length > 0 && <span className="sr-only">{photos.length} added</span>}
        </Button>
        <label htmlFor="message-input" className="sr-only">
          Write a message
        </label>
        <textarea
          id="message-input"
          rows={2}
          value={draft}
          disabled={closed}
          maxLength={5000}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder="Write a message..."
          title="Enter sends; Shift+Enter starts a new line"
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base sm:text-sm"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
          <Send />
        </Button>
      </form>
    </section>
  );
}
