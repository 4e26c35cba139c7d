// A person's conversation list and conversation pages held in this instance's memory between their
// requests (lib/cache.ts), for INBOX_CACHE_SECONDS, and the events that make them go:
// - a message sent: both people's lists, and the conversation's pages;
// - messages read: the reader's list and pages, and the pages of those they talk to (read receipts);
// - a message hidden by moderation or its photo removed: both people's lists, the conversation's pages;
// - a booking's change (contacts start or stop showing between two people): both people's lists and pages;
// - a person's name or picture, a tasker's business name: the lists that show them;
// - a task's change: the lists that name it;
// - an account deleted or suspended: everything.
// A page is kept only when reading it marked nothing read: serving it again from memory then skips no
// write, since a new message for the reader (message.sent) forgets it first.
import { z } from "zod";
import { BOOKING_CHANGES, TASK_CHANGES, type DomainEvent } from "../../../contract/events";
import { conversationSchema, messageSchema } from "../../../contract/messages";
import type { Database } from "../../db/connect";
import type { EventFeed } from "../../events/feed";
import { Cache } from "../../lib/cache";
import { encodeCursor } from "../../lib/page-cursor";
import type { JsonPage } from "../../lib/paged-reply";
import { jsonBytesWriter } from "../../lib/response-serializer";
import { listConversations, readConversation } from "./service";

const MAX_LISTS = 2_000;
const MAX_PAGES = 5_000;

export interface InboxCaches {
  /** Serialized conversation lists by person and length. */
  lists: Cache<Buffer>;
  /** Serialized pages of a conversation by reader, length and position. */
  pages: Cache<JsonPage>;
}

export const ownerTag = (userId: string) => `user:${userId}`;
/** On a list: a person it shows. On a page: the other person of the conversation. */
export const otherTag = (userId: string) => `other:${userId}`;
export const taskTag = (taskId: string) => `task:${taskId}`;
export const conversationTag = (conversationId: string) => `conversation:${conversationId}`;

/** The people a booking or dispute event is between, when it names them. */
function pairOf(event: DomainEvent): string[] {
  if ("task" in event && "taskerId" in event) return [event.task.customerId, event.taskerId];
  if ("customerId" in event && "taskerId" in event) return [event.customerId, event.taskerId];
  return [];
}

export function createInboxCaches(feed: EventFeed, ttlMs: number): InboxCaches {
  const lists = new Cache<Buffer>({ ttlMs, max: MAX_LISTS });
  const pages = new Cache<JsonPage>({ ttlMs, max: MAX_PAGES });
  feed.onHearing((hearing) => {
    lists.hold(hearing);
    pages.hold(hearing);
  });
  const forgetPeople = (userIds: readonly string[]) => {
    for (const id of userIds) {
      lists.forgetTagged(ownerTag(id));
      pages.forgetTagged(ownerTag(id));
    }
  };
  feed.on(["message.sent", "message.changed"], (event) => {
    lists.forgetTagged(ownerTag(event.senderId));
    lists.forgetTagged(ownerTag(event.receiverId));
    pages.forgetTagged(
      conversationTag(event.type === "message.sent" ? event.forSender.conversationId : event.conversationId),
    );
  });
  feed.on("messages.read", (event) => {
    forgetPeople([event.userId]);
    pages.forgetTagged(otherTag(event.userId));
  });
  feed.on([...BOOKING_CHANGES, "dispute.settled"], (event) => forgetPeople(pairOf(event)));
  feed.on(TASK_CHANGES, (event) => {
    lists.forgetTagged(taskTag(event.task.id));
  });
  feed.on("tasker.changed", (event) => lists.forgetTagged(otherTag(event.taskerId)));
  feed.on("user.changed", (event) => {
    if (event.what === "account") {
      lists.forgetTagged(otherTag(event.userId));
      forgetPeople([event.userId]);
    } else {
      lists.clear();
      pages.clear();
    }
  });
  return { lists, pages };
}

const writeList = jsonBytesWriter(z.array(conversationSchema));
const writeMessages = jsonBytesWriter(z.array(messageSchema));

/** `userId`'s latest `limit` conversations as sent (`listConversations`), from memory when held. */
export function conversationListJson(database: Database, caches: InboxCaches, userId: string, limit: number) {
  return caches.lists.getOrRead(`${userId}:${limit}`, async () => {
    const list = await listConversations(database, userId, limit);
    const tags = new Set([ownerTag(userId)]);
    for (const c of list) {
      tags.add(otherTag(c.otherUser.id));
      if (c.taskId) tags.add(taskTag(c.taskId));
    }
    return { value: writeList(list), tags: [...tags] };
  });
}

/** A participant's page of a conversation as sent (`readConversation`), from memory when held. */
export async function conversationPageJson(
  database: Database,
  caches: InboxCaches,
  userId: string,
  conversationId: string,
  limit: number,
  olderThan: string | null,
): Promise<JsonPage> {
  const key = `${userId}:${conversationId}:${limit}:${olderThan ?? ""}`;
  const held = caches.pages.get(key);
  if (held) return held;
  const readAt = caches.pages.epoch;
  const result = await readConversation(database, userId, conversationId, limit, olderThan);
  const oldest = result.messages[0];
  const page: JsonPage = {
    items: writeMessages(result.messages),
    nextCursor: result.hasOlder && oldest ? encodeCursor({ v: oldest.createdAt, id: oldest.id }) : null,
  };
  if (result.marked === 0)
    caches.pages.set(
      key,
      { value: page, tags: [ownerTag(userId), otherTag(result.otherUserId), conversationTag(conversationId)] },
      readAt,
    );
  return page;
}
