// What a push says and how the push service handles it. The texts are shown on a lock screen, so
// callers pass only what the notification centre would show: a display name and a task's title,
// never a message, an address or an amount someone typed.
import { createHash } from "node:crypto";
import { z } from "zod";

/** Four weeks: the longest a push service keeps a message for an offline device. */
export const MAX_PUSH_TTL_SECONDS = 28 * 24 * 3600;

export const pushMessageSchema = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().max(300),
  /** The screen the notification opens: a path on this site. */
  url: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, "must be a path on this site"),
  /** What the message is about ("booking:<id>"): a newer message with the same topic replaces one still waiting. */
  topic: z.string().min(1).max(200),
  urgency: z.enum(["very-low", "low", "normal", "high"]),
  /** How long a push service keeps it for a device that is offline; 0: now or never. */
  ttlSeconds: z.number().int().min(0).max(MAX_PUSH_TTL_SECONDS),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What the service worker receives (encrypted): the notification's texts, where it leads, its tag. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * The Topic header: at most 32 characters of the URL-safe base64 alphabet (RFC 8030), so a topic of
 * any length or alphabet is hashed. Also the notification's tag, so the newer one replaces the older
 * on the device too.
 */
export function pushTopic(topic: string): string {
  return createHash("sha256").update(topic).digest("base64url").slice(0, 32);
}

export function pushPayload(message: PushMessage): PushPayload {
  return { title: message.title, body: message.body, url: message.url, tag: pushTopic(message.topic) };
}
