// Private photos are served only through signed URLs: /media/s/…?expires=<unix s>&signature=<hmac>,
// an HMAC-SHA256 of the key and the expiry with a secret every instance shares (server_secrets), so
// a URL one instance signs, any instance serves (decision 0050). A URL is valid for at least an hour;
// the expiry is rounded up to the next 10 minutes so a photo keeps one URL for a while and the
// browser's cache is used across page loads.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/connect";
import { serverSecret } from "../../lib/server-secrets";

export const SIGNED_URL_SECONDS = 3600;
const ROUND_SECONDS = 600;

const mediaKey = (db: Db) => serverSecret(db, "media-url-key", () => randomBytes(32).toString("base64url"));

function signature(secret: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`${key}\n${expires}`).digest("base64url");
}

/** The time a URL signed now expires (unix seconds). */
export function expiryFrom(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + SIGNED_URL_SECONDS;
  return Math.ceil(earliest / ROUND_SECONDS) * ROUND_SECONDS;
}

/** A signer for one rendering: signs each private key with the same expiry. */
export async function urlSigner(db: Db, nowMs = Date.now()): Promise<(key: string) => string> {
  const secret = await mediaKey(db);
  const expires = expiryFrom(nowMs);
  return (key) => `/media/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export type SignatureCheck = { ok: true; secondsLeft: number } | { ok: false };

/** Whether `expires` and `sig` were signed for `key` and have not expired. */
export async function checkSignature(
  db: Db,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  nowMs = Date.now(),
): Promise<SignatureCheck> {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return { ok: false };
  const expected = Buffer.from(signature(await mediaKey(db), key, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  const secondsLeft = Number(expires) - Math.floor(nowMs / 1000);
  return secondsLeft > 0 ? { ok: true, secondsLeft } : { ok: false };
}
