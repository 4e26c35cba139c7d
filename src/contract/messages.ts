// Messages and conversations: shapes of /api/messages, real-time events, and contact masking.
import { z } from "zod";
import type { LiveEvent } from "./events";
import { pageSchema } from "./pagination";
import { MAX_MESSAGE_LENGTH } from "./constants";
import { contactText } from "./contact-text";
import { photoIdsSchema } from "./photo-attachments";
import { photoViewSchema } from "./photos";

export const MESSAGE_EMPTY = "Message cannot be empty";

export const sendMessageSchema = z
  .object({
    /** The text; it may be empty when the message carries photos (then it is their caption). */
    content: z
      .string({ error: "Message must be text" })
      .trim()
      .max(
        MAX_MESSAGE_LENGTH,
        `Message is too long (${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters at most)`,
      ),
    receiverId: z.string({ error: "receiverId is required" }).uuid("receiverId must be a user id"),
    taskId: z.string().uuid("taskId must be a task id").optional().nullable(),
    /**
     * A conversation's id, or the pair's conversation named as the seed client's tasker page names it: the
     * receiver's id and another id joined by a hyphen (the sender is always the signed-in user).
     */
    conversationId: z.string().max(200, "conversationId must be a conversation id").optional().nullable(),
    /** Photos uploaded for the message (POST /api/photos?use=message), in the order they are shown. */
    photoIds: photoIdsSchema.optional(),
  })
  .refine((m) => m.content.length > 0 || (m.photoIds?.length ?? 0) > 0, { message: MESSAGE_EMPTY, path: ["content"] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.string().uuid(),
  conversationId: z.string().uuid(),
  senderId: z.string().uuid(),
  receiverId: z.string().uuid(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** True when contact details were hidden from this reader (no booking together yet). */
  masked: z.boolean(),
  /** The message's photos in order, for its two participants (each was sent at `createdAt`). */
  photos: z.array(photoViewSchema),
});
export type Message = z.infer<typeof messageSchema>;
/** GET /api/conversations/{id}/messages: the newest messages, oldest first; the next page holds older ones. */
export const messagePageSchema = pageSchema(messageSchema);

export const conversationSchema = z.object({
  id: z.string().uuid(),
  otherUser: z.object({
    id: z.string().uuid(),
    name: z.string(),
    initials: z.string(),
    profileImage: z.string().nullable(),
  }),
  taskId: z.string().uuid().nullable(),
  taskTitle: z.string().nullable(),
  lastMessage: z.object({ content: z.string(), createdAt: z.string(), senderId: z.string().uuid() }).nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/messages/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** What the WebSocket pushes. `resync`: real-time delivery was interrupted on the server; refetch
 *  conversations and unread counts, something may have been missed. */
/** What the server sends over the WebSocket (`event`: something that concerns the signed-in person). */
export type RealtimeEvent =
  | { type: "message"; message: Message }
  | { type: "unread"; count: number }
  | { type: "resync" }
  | { type: "event"; event: LiveEvent }
  /** The bell's unread count: after an event that gave the person an item, or after they read some. */
  | { type: "notifications"; unread: number };

export const CONTACT_HIDDEN_NOTE = "Contact details are hidden until you book. Keeping payment on taskly protects you.";

// Contact details are found in the text rewritten by `contactText` (full-width and other scripts'
// digits, Unicode dashes and spaces, 'at'/'dot' spelled out), then hidden in the text as written.
// Every pattern here runs on user text, so each is linear-time: e-mail addresses are found by a
// scan around each '@' (a regex like `[a-z.]+@` retries from every start and turns quadratic on long
// runs), and the phone pattern has bounded, unambiguous repeats.
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDomainChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 46 || c === 45; // also . and -
const isLocalChar = (c: number) => isDomainChar(c) || c === 95 || c === 37 || c === 43; // also _ % +
// A digit, then six or more digits each after at most three separators: at least seven digits.
const PHONE = /\+?\(?\d(?:[\s().-]{0,3}\d){6,}/g;
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/;

/** Where the address around the '@' at `at` ends (name@host.tld), or -1 when it is not one. */
function emailEnd(text: string, at: number): number {
  // One pass over the host: the last dot with two letters after it starts the top-level domain.
  let tld = -1;
  let end = at + 1;
  for (; end < text.length; end += 1) {
    const c = text.charCodeAt(end);
    if (!isDomainChar(c)) break;
    const twoLettersAfterDot = isLetter(c) && isLetter(text.charCodeAt(end - 1)) && text.charCodeAt(end - 2) === 46;
    if (twoLettersAfterDot && end - 2 > at + 1) tld = end - 1;
  }
  if (tld < 0) return -1;
  let tldEnd = tld;
  while (tldEnd < end && isLetter(text.charCodeAt(tldEnd))) tldEnd += 1;
  return tldEnd;
}

interface Found {
  start: number;
  end: number;
  label: string;
}

/** The e-mail addresses in `text`, in order, in one pass. */
function findEmails(text: string): Found[] {
  const found: Found[] = [];
  let copied = 0;
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", Math.max(at + 1, copied))) {
    let start = at;
    while (start > copied && isLocalChar(text.charCodeAt(start - 1))) start -= 1;
    const end = start < at ? emailEnd(text, at) : -1;
    if (end < 0) continue;
    found.push({ start, end, label: "[email hidden]" });
    copied = end;
  }
  return found;
}

/** The phone numbers in `text` outside the e-mail addresses already found (dates are not phones). */
function findPhones(text: string, emails: Found[]): Found[] {
  const found: Found[] = [];
  let next = 0; // the first e-mail that does not end before this match (both lists are in order)
  for (const match of text.matchAll(PHONE)) {
    const start = match.index;
    const end = start + match[0].length;
    while (next < emails.length && emails[next]!.end <= start) next += 1;
    const inEmail = next < emails.length && emails[next]!.start < end;
    if (!inEmail && !DATE.test(match[0].trim())) found.push({ start, end, label: "[phone hidden]" });
  }
  return found;
}

/** A word that is a web address: a scheme, or www., or a name with a common top-level domain (and maybe a path). */
const LINK_WORD =
  /^(?:https?:\/\/|www\.)|^[a-z0-9-]+\.(?:com|net|org|io|co|me|info|biz|app|link|ly)(?:[/.,;:!?)"'>\]]|$)/i;

/**
 * Whether public text (a review, a reply) carries a way to reach someone off taskly: the masking
 * rule's contact details, or a link. Such text is held for moderation instead of published.
 */
export function hasContactDetailsOrLink(text: string): boolean {
  // Word by word (split on white space, leading brackets and quotes dropped): linear in the text.
  const words = text.split(/\s+/).map((w) => w.replace(/^[("'<[]+/, ""));
  return words.some((w) => LINK_WORD.test(w)) || maskContactDetails(text).masked;
}

/** Hides email addresses and phone numbers, however they are written; says whether anything was hidden. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const plain = contactText(text);
  const emails = findEmails(plain.text);
  const found = [...emails, ...findPhones(plain.text, emails)].sort((a, b) => a.start - b.start);
  if (!found.length) return { text, masked: false };
  let out = "";
  let copied = 0;
  for (const f of found) {
    const start = plain.from(f.start);
    if (start < copied) continue;
    out += text.slice(copied, start) + f.label;
    copied = plain.from(f.end);
  }
  return { text: out + text.slice(copied), masked: true };
}
