// One-click unsubscribe links (RFC 8058): the token names one person and one category and is signed
// with HMAC-SHA256 under a key the server makes once (server_secrets), so a link works from any
// instance and nobody can make one for another person or another category.
// Token: base64url(the user id's 16 bytes, the category's index in the grid) "." base64url(HMAC-SHA256
// (key, "unsubscribe:" userId ":" category)): 67 characters, short enough for any path segment.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PREFERENCE_CATEGORIES, type PreferenceCategory } from "../../../contract/notification-preferences";
import type { Db } from "../../db/connect";
import { serverSecret } from "../../lib/server-secrets";

/** The signing key; read once per process (the unsubscribe routes read it when they are registered). */
export const unsubscribeKey = (db: Db) =>
  serverSecret(db, "unsubscribe-key", () => randomBytes(32).toString("base64url"));

const mac = (key: string, userId: string, category: string) =>
  createHmac("sha256", Buffer.from(key, "base64url")).update(`unsubscribe:${userId}:${category}`).digest();

/** The token's first part: who and which category, in 17 bytes. */
export function tokenPayload(userId: string, categoryIndex: number): string {
  return Buffer.concat([Buffer.from(userId.replace(/-/g, ""), "hex"), Buffer.from([categoryIndex])]).toString(
    "base64url",
  );
}

export async function unsubscribeToken(db: Db, userId: string, category: PreferenceCategory): Promise<string> {
  const key = await unsubscribeKey(db);
  const payload = tokenPayload(userId, PREFERENCE_CATEGORIES.indexOf(category));
  return `${payload}.${mac(key, userId, category).toString("base64url")}`;
}

export interface UnsubscribeTarget {
  userId: string;
  category: PreferenceCategory;
}

/** The person and category a token was made for, or null for anything not signed by this server. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const match = /^([A-Za-z0-9_-]{23})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1], "base64url");
  const category = PREFERENCE_CATEGORIES[payload[16] ?? 255];
  if (payload.length !== 17 || !category) return null;
  const hex = payload.subarray(0, 16).toString("hex");
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(await unsubscribeKey(db), userId, category);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category };
}
