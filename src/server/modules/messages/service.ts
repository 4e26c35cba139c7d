// Conversations and messages. One conversation per pair of users (and task, when given), derived
// here so both sides land in the same one whoever writes first. Content is stored as written and
// masked at read for a receiver without a live or completed booking with the sender (`bookedTogether`).
import { sql, type SQL } from "drizzle-orm";
import { maskContactDetails, type Conversation, type Message } from "../../../contract/messages";
import { flagContactDetails } from "../moderation/flags";
import { assertNotLimited } from "../moderation/limits";
import type { PhotoView } from "../../../contract/photos";
import { displayName, initialsFor } from "../../../contract/tasker-display";
import type { Database, Db } from "../../db/connect";
import { recordEvents } from "../../events/record";
import { queryPrepared, queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { lockForTransaction } from "../../lib/advisory-lock";
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../lib/http-error";
import { claimIdempotencyKey, requestFingerprint } from "../../lib/idempotency";
import type { UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { getTask } from "../tasks/service";
import { attachedPhotoViews, setAttachedPhotos } from "../photo-attachments/attach";
import { notBlocked } from "../blocks/rule";

const BURST = { count: 20, seconds: 10 };
/** How many conversations a person's list shows, and the recent ones (GET /api/messages/recent). */
export const CONVERSATION_LIST_LENGTH = 100;
export const RECENT_CONVERSATIONS = 5;

/** A `messages` row as `select *` returns it. */
export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  /** Timestamps as text: PostgreSQL's from a row, ISO from JSON. */
  created_at: PgTimestamp;
  read_at: PgTimestamp | null;
};

type ConversationListRow = {
  id: string;
  task_id: string | null;
  last_message_at: Date;
  task_title: string | null;
  other_id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  other_bio: string | null;
  content: string | null;
  lm_created_at: Date | null;
  lm_sender_id: string | null;
  unread: number;
  booked: boolean;
};

/**
 * Whether the two users (uuid expressions) have a booking together that is confirmed, in progress or
 * completed: then their messages show contact details unmasked. A cancelled booking never counts,
 * whoever cancelled and even when a late-cancellation fee was paid (the fee pays for the tasker's
 * lost time, not for an introduction). The one rule for pages, lists and the WebSocket.
 */
export function bookedTogether(a: SQL, b: SQL): SQL {
  return sql`exists (select 1 from bookings bt where bt.status in ('confirmed', 'in_progress', 'completed') and
    ((bt.customer_id = ${a} and bt.tasker_id = ${b}) or (bt.customer_id = ${b} and bt.tasker_id = ${a})))`;
}

/** The message as `readerId`, one of its two participants, may see it, with its photos (`messagePhotos`). */
export function presentMessage(
  row: MessageRow,
  readerId: string,
  contactsVisible: boolean,
  photos: PhotoView[],
): Message {
  const senderId = row.sender_id;
  const raw = row.content;
  const masked = senderId !== readerId && !contactsVisible ? maskContactDetails(raw) : { text: raw, masked: false };
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId,
    receiverId: row.receiver_id,
    content: masked.text,
    createdAt: toIso(row.created_at),
    readAt: toIso(row.read_at),
    masked: masked.masked,
    photos,
  };
}

/** The photos of each message (by id), in order. Only for the messages' participants (and admins in a dispute). */
export async function messagePhotos(db: Db, messageIds: readonly string[]): Promise<Map<string, PhotoView[]>> {
  return attachedPhotoViews(db, "message", messageIds);
}

type SendInput = {
  content: string;
  receiverId: string;
  taskId?: string | null;
  conversationId?: string | null;
  photoIds?: readonly string[];
};

/** Stores a message under a per-sender lock, so concurrent sends cannot overshoot the burst limit.
 *  With an Idempotency-Key, a retry of the same message returns the stored one (`replayed`)
 *  instead of storing it twice; the same key with a different message is a 422. */
export async function sendMessage(
  db: Db,
  sender: UserRow,
  input: SendInput,
  idempotencyKey?: string,
): Promise<{ row: MessageRow; photos: PhotoView[]; replayed: boolean }> {
  const senderId = sender.id;
  if (input.receiverId === senderId) throw badRequest("You cannot send a message to yourself.");
  const fingerprint = requestFingerprint([
    "message",
    input.receiverId,
    input.content,
    input.taskId ?? null,
    input.conversationId ?? null,
    ...(input.photoIds?.length ? [input.photoIds.join(",")] : []),
  ]);
  await assertNotLimited(db, senderId);
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, "messages", senderId);
    if (idempotencyKey) {
      const earlier = await claimIdempotencyKey(tx, senderId, idempotencyKey, fingerprint, "message");
      if (earlier) {
        const earlierId = earlier.message_id as string | null;
        const [row] = earlierId
          ? await queryRows<MessageRow>(tx, sql`select * from messages where id = ${earlierId}::uuid`)
          : [];
        if (!row) throw conflict("An identical message is still being sent.");
        return { row, photos: (await messagePhotos(tx, [row.id])).get(row.id) ?? [], replayed: true };
      }
    }
    const { booked, receiver_unread, ...row } = await storeMessage(tx, sender, input);
    await flagContactDetails(tx, { id: row.id, senderId, receiverId: row.receiver_id, content: row.content, booked });
    if (input.photoIds?.length) await setAttachedPhotos(tx, senderId, { kind: "message", id: row.id }, input.photoIds);
    const photos = input.photoIds?.length ? ((await messagePhotos(tx, [row.id])).get(row.id) ?? []) : [];
    await recordEvents(tx, {
      type: "message.sent",
      messageId: row.id,
      senderId,
      receiverId: row.receiver_id,
      forSender: presentMessage(row, senderId, true, photos),
      forReceiver: presentMessage(row, row.receiver_id, booked, photos),
      receiverUnread: receiver_unread,
    });
    if (idempotencyKey) {
      await tx.execute(
        sql`update idempotency_keys set message_id = ${row.id}::uuid
        where user_id = ${senderId}::uuid and key = ${idempotencyKey}`,
      );
    }
    return { row, photos, replayed: false };
  });
}

/**
 * Whether `conversationId` is the pair form the seed client's tasker page sends: the receiver's id and
 * another id (the sender's, or a placeholder) joined by a hyphen. It names the pair's conversation,
 * found or started like a message without a conversation id; the sender is the signed-in user.
 */
function namesThePair(conversationId: string, receiverId: string): boolean {
  if (isUuid(conversationId)) return false;
  return conversationId.startsWith(`${receiverId}-`) || conversationId.endsWith(`-${receiverId}`);
}

/** A stored message, whether the two are booked together (contacts show) and the receiver's unread count. */
type StoredMessage = MessageRow & { booked: boolean; receiver_unread: number };

async function storeMessage(db: Db, sender: UserRow, input: SendInput): Promise<StoredMessage> {
  const senderId = sender.id;
  // One round trip for both checks: the receiver exists and is not blocked either way (a blocked pair
  // hears what a deleted account answers, decision 0058), and the sender is not flooding.
  const [check] = await queryRows<{ receiver_ok: boolean; burst: number }>(
    db,
    sql`select
    exists (select 1 from users r where r.id = ${input.receiverId}::uuid and r.deleted_at is null
      and ${notBlocked(senderId, sql`r.id`)}) as receiver_ok,
    (select count(*)::int from messages where sender_id = ${senderId}::uuid and created_at > now() - make_interval(secs => ${BURST.seconds})) as burst`,
  );
  if (!check.receiver_ok) throw notFound("That user does not exist.");
  if (check.burst >= BURST.count) throw tooManyRequests("You are sending messages too quickly. Please wait a moment.");

  const [userA, userB] = [senderId, input.receiverId].sort();
  let conversation: SQL;
  if (input.conversationId && !namesThePair(input.conversationId, input.receiverId)) {
    if (!isUuid(input.conversationId)) throw forbidden("That conversation is not between you and this user.");
    conversation = sql`select id from conversations where id = ${input.conversationId}::uuid and user_a = ${userA}::uuid and user_b = ${userB}::uuid`;
  } else {
    let taskId: string | null = null;
    // A message may name only a task its sender may read.
    if (input.taskId) taskId = (await getTask(db, sender, input.taskId)).id;
    // Insert or find the pair's conversation; both sides land in the same row whoever writes first.
    conversation = sql`insert into conversations (user_a, user_b, task_id, last_message_at) values (${userA}::uuid, ${userB}::uuid, ${taskId}, now())
      on conflict (user_a, user_b, coalesce(task_id, '00000000-0000-0000-0000-000000000000'::uuid)) do update set last_message_at = now()
      returning id`;
  }
  // One statement: find/create the conversation, insert the message, bump the conversation.
  // The unread count is read in the statement's snapshot, before the new message: one more.
  const [message] = await queryRows<StoredMessage>(
    db,
    sql`with conv as (${conversation}),
    msg as (insert into messages (conversation_id, sender_id, receiver_id, content)
      select conv.id, ${senderId}::uuid, ${input.receiverId}::uuid, ${input.content} from conv returning *),
    bump as (update conversations set last_message_at = msg.created_at from msg where conversations.id = msg.conversation_id)
    select msg.*, ${bookedTogether(sql`msg.sender_id`, sql`msg.receiver_id`)} as booked,
      (select count(*)::int + 1 from messages u where u.receiver_id = msg.receiver_id and u.read_at is null
        and u.hidden_at is null) as receiver_unread
    from msg`,
  );
  if (!message) throw forbidden("That conversation is not between you and this user.");
  return message;
}

/** A person's unread messages; one moderation hid is not counted (they can never open it). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from messages where receiver_id = ${userId}::uuid and read_at is null
      and hidden_at is null`,
  );
  return row.n;
}

/** A user's latest conversations on one side of the pair, read in order from that side's index. */
function latest(side: SQL, userId: string, limit: number): SQL {
  return sql`(select * from conversations where ${side} = ${userId}::uuid
    order by last_message_at desc limit ${limit})`;
}

/** A user's conversation list: one row each, with the summary the conversations table keeps (migration
 *  0045: the last message, each side's unread count and whether contacts show), not worked out per row.
 *  A message moderation hid is gone from the list as from the conversation: when it is the kept last
 *  message, the preview is the newest one still shown (none: no preview), and an unread one is not
 *  counted. Hiding is rare, so both corrections are index reads that run only when needed. */
export async function listConversations(database: Database, userId: string, limit: number): Promise<Conversation[]> {
  const kept = sql`(case when c.user_a = ${userId}::uuid then c.unread_a else c.unread_b end)`;
  const rows = await queryPrepared<ConversationListRow>(
    database,
    sql`
    select c.id, c.task_id, c.last_message_at, t.title as task_title,
      o.id as other_id, o.first_name, o.last_name, o.profile_image, otp.bio as other_bio,
      lm.content, lm.created_at as lm_created_at, lm.sender_id as lm_sender_id,
      case when ${kept} = 0 then 0 else ${kept} - (select count(*)::int from messages h
        where h.receiver_id = ${userId}::uuid and h.conversation_id = c.id and h.read_at is null
        and h.hidden_at is not null) end as unread,
      c.contacts_visible as booked
    from (${latest(sql`user_a`, userId, limit)} union all ${latest(sql`user_b`, userId, limit)}) c
    join users o on o.id = case when c.user_a = ${userId}::uuid then c.user_b else c.user_a end
    left join tasker_profiles otp on otp.user_id = o.id
    left join tasks t on t.id = c.task_id
    left join lateral (
      (select m.content, m.created_at, m.sender_id from messages m where m.id = c.last_message_id and m.hidden_at is null)
      union all
      (select m.content, m.created_at, m.sender_id from messages m where m.conversation_id = c.id and m.hidden_at is null
        order by m.created_at desc, m.id desc limit 1)
      limit 1) lm on true
    order by c.last_message_at desc limit ${limit}`,
  );
  return rows.map((r) => {
    // One name per person everywhere: a tasker's business name, else first name and last initial.
    const name = displayName(r.other_bio, r.first_name, r.last_name, r.other_id);
    const masked = r.lm_sender_id !== userId && !r.booked;
    const lastMessage =
      r.content == null || r.lm_created_at == null || r.lm_sender_id == null
        ? null
        : {
            content: masked ? maskContactDetails(r.content).text : r.content,
            createdAt: toIso(r.lm_created_at),
            senderId: r.lm_sender_id,
          };
    return {
      id: r.id,
      otherUser: {
        id: r.other_id,
        name,
        initials: initialsFor(name, r.other_id),
        profileImage: r.profile_image,
      },
      taskId: r.task_id,
      taskTitle: r.task_title,
      lastMessage,
      unreadCount: r.unread,
      lastMessageAt: toIso(r.last_message_at),
    };
  });
}

/** A participant's view of a conversation: the `limit` newest messages before the message
 *  `olderThan` (the newest when null), oldest to newest, and whether older ones remain. Marks what
 *  they received as read (an event tells their other screens the new unread count).
 *  One statement: the participant check, the marking, the page and whether contacts show. */
export async function readConversation(
  database: Database,
  userId: string,
  conversationId: string,
  limit: number,
  olderThan: string | null,
): Promise<{ messages: Message[]; hasOlder: boolean; otherUserId: string; marked: number }> {
  if (!isUuid(conversationId)) throw notFound("Conversation not found");
  const me = sql`${userId}::uuid`;
  const id = sql`${conversationId}::uuid`;
  const olderClause = olderThan
    ? sql`and (m.created_at, m.id) < (select created_at, id from messages where id = ${olderThan}::uuid)`
    : sql``;
  const [row] = await queryPrepared<{
    other_id: string | null;
    marked: number;
    unread_before: number;
    visible: boolean;
    page: MessageRow[];
  }>(
    database,
    sql`with conv as (select case when user_a = ${me} then user_b else user_a end as other_id, contacts_visible
        from conversations where id = ${id} and ${me} in (user_a, user_b)),
      marked as (update messages set read_at = now() where conversation_id = ${id} and receiver_id = ${me}
        and read_at is null and exists (select 1 from conv) returning id, hidden_at),
      recent as (select m.* from messages m where m.conversation_id = ${id} and exists (select 1 from conv) ${olderClause}
          and m.hidden_at is null
        order by m.created_at desc, m.id desc limit ${limit + 1})
    select (select other_id from conv) as other_id,
      (select count(*)::int from marked where hidden_at is null) as marked,
      (select count(*)::int from messages where receiver_id = ${me} and read_at is null and hidden_at is null) as unread_before,
      (select contacts_visible from conv) as visible,
      (select coalesce(json_agg(json_build_object('id', r.id, 'conversation_id', r.conversation_id,
          'sender_id', r.sender_id, 'receiver_id', r.receiver_id, 'content', r.content, 'created_at', r.created_at,
          'read_at', coalesce(r.read_at, case when r.id in (select id from marked) then now() end))
        order by r.created_at, r.id), '[]') from recent r) as page`,
  );
  if (!row?.other_id) throw notFound("Conversation not found");
  const hasOlder = row.page.length > limit;
  const page = hasOlder ? row.page.slice(1) : row.page;
  const photos = await messagePhotos(
    database.db,
    page.map((r) => r.id),
  );
  const messages = page.map((r) => presentMessage(r, userId, row.visible, photos.get(r.id) ?? []));
  // Their unread count changed: their other tabs and devices hear of it.
  if (row.marked > 0)
    await recordEvents(database.db, { type: "messages.read", userId, unread: row.unread_before - row.marked });
  return { messages, hasOlder, otherUserId: row.other_id, marked: row.marked };
}
