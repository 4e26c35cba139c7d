// Web push: the key a browser subscribes with, and the subscriptions (one per browser a person
// turned push on in). The server POSTs to a subscription's endpoint, so it accepts only https URLs
// of push services; the payload is encrypted with the browser's keys and never holds private text.
import { z } from "zod";

/** The most browsers and devices a person has push on in; subscribing one more drops the least used. */
export const MAX_PUSH_DEVICES = 10;

const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    // Padding allowed, dropped: at most 2 characters of it.
    .max(Math.ceil((bytes * 4) / 3) + 2, `must be ${bytes} bytes in base64url`)
    .transform((value) => value.replaceAll("=", ""))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, "must be base64url")
        .length(Math.ceil((bytes * 4) / 3), `must be ${bytes} bytes in base64url`),
    );

export const pushKeySchema = z.object({
  /** The server's VAPID public key (base64url, an uncompressed P-256 point): `applicationServerKey`. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushEndpointSchema = z
  .string()
  .trim()
  .max(1024, "The push endpoint is too long")
  .url("The push endpoint must be a URL");

/** What `PushSubscription.toJSON()` gives in the browser (its expirationTime is ignored). */
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65).refine((v) => v.startsWith("B"), "must be an uncompressed P-256 point"),
    /** The browser's authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.string().uuid(),
  endpoint: z.string(),
  /** A short label of the browser ("Chrome on Android"). */
  device: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;
