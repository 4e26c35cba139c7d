// Messages and conversations (SPEC.md §2 Messages, §3, §5; PRODUCT.md real-time and contact safety).
import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "./constants";

export const sendMessageSchema = z.object({
  content: z
    .string({ error: "Message must be text" })
    .trim()
    .min(1, "Message cannot be empty")
    .max(MAX_MESSAGE_LENGTH, `Message is too long (${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters at most)`),
  receiverId: z.string({ error: "receiverId is required" }).uuid("receiverId must be a user id"),
  taskId: z.string().uuid("taskId must be a task id").optional().nullable(),
  conversationId: z.string().optional().nullable(),
});
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
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string().uuid(),
  otherUser: z.object({ id: z.string().uuid(), name: z.string(), initials: z.string(), profileImage: z.string().nullable() }),
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
export type RealtimeEvent =
  | { type: "message"; message: Message }
  | { type: "unread"; count: number }
  | { type: "resync" };

export const CONTACT_HIDDEN_NOTE = "Contact details are hidden until you book. Keeping payment on taskly protects you.";

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// Seven or more digits, allowing spaces, dots, dashes, parentheses and a leading +.
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/;

/** Hides email addresses and phone numbers; says whether anything was hidden. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  const out = text
    .replace(EMAIL, () => {
      masked = true;
      return "[email hidden]";
    })
    .replace(PHONE, (match) => {
      if (match.replace(/\D/g, "").length < 7 || DATE.test(match.trim())) return match;
      masked = true;
      return "[phone hidden]";
    });
  return { text: out, masked };
}
