// One-click unsubscribe links (RFC 8058): the token names one person and one category and is signed
// with HMAC-SHA256 under a key the server makes once (server_secrets), so a link works from any
// instance and nobody can make one for another person or another category.
// Token: base64url(userId ":" category) "." base64url(HMAC-SHA256(key, "unsubscribe:" userId ":" category)).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isPreferenceCategory, type PreferenceCategory } from "../../../contract/notification-preferences";
import type { Db } from "../../db/connect";
import { serverSecret } from "../../lib/server-secrets";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const unsubscribeKey = (db: Db) => serverSecret(db, "unsubscribe-key", () => randomBytes(32).toString("base64url"));

const mac = (key: string, userId: string, category: string) =>
  createHmac("sha256", Buffer.from(key, "base64url")).update(`unsubscribe:${userId}:${category}`).digest();

export async function unsubscribeToken(db: Db, userId: string, category: PreferenceCategory): Promise<string> {
  const key = await unsubscribeKey(db);
  const payload = Buffer.from(`${userId}:${category}`).toString("base64url");
  return `${payload}.${mac(key, userId, category).toString("base64url")}`;
}

export interface UnsubscribeTarget {
  userId: string;
  category: PreferenceCategory;
}

/** The person and category a token was made for, or null for anything not signed by this server. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [userId, category, ...rest] = Buffer.from(match[1], "base64url").toString("utf8").split(":");
  if (rest.length > 0 || !UUID.test(userId ?? "") || !isPreferenceCategory(category ?? "")) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(await unsubscribeKey(db), userId, category);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as PreferenceCategory };
}
