// The VAPID key pair push services check our requests with, and the contact they see. From the
// settings when given; otherwise made once by whichever instance needs it first and kept in the
// database (lib/server-secrets.ts), so every instance signs with the pair browsers subscribed to.
import webpush from "web-push";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/connect";
import { serverSecret } from "../../lib/server-secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedKeys = z.object({ publicKey: z.string(), privateKey: z.string() });

export async function vapidKeys(
  db: Db,
  config: Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const stored = await serverSecret(db, "vapid-keys", () => JSON.stringify(webpush.generateVAPIDKeys()));
  return storedKeys.parse(JSON.parse(stored));
}

/**
 * Who push services may contact about our traffic: VAPID_SUBJECT, else the site's https origin, else
 * the sender address of the e-mails.
 */
export function vapidSubject(config: Pick<Config, "VAPID_SUBJECT" | "PUBLIC_ORIGIN" | "SMTP_FROM">): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_ORIGIN?.startsWith("https://")) return new URL(config.PUBLIC_ORIGIN).origin;
  // "taskly <no-reply@taskly.local>" → the address between the angle brackets, else the whole setting.
  const from = config.SMTP_FROM.trim();
  const open = from.lastIndexOf("<");
  const close = from.lastIndexOf(">");
  const address = open >= 0 && close > open + 1 ? from.slice(open + 1, close).trim() : from;
  return `mailto:${address}`;
}
