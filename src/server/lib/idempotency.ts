// Idempotency-Key: a client retrying a request with the same key gets the first result instead of
// a second one. Keys are per user (idempotency_keys, primary key user + key) and shared by every
// kind of request (bookings, messages, tips, price-change answers); the same key with a different
// request is refused with 422.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../contract/bookings";
import type { Db } from "../db/connect";
import { queryRows, type PgTimestamp } from "../db/query";
import { HttpError, badRequest } from "./http-error";

/** The header as a route declares it (OpenAPI and a length cap). */
export const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().max(100).optional() });

/** The header's value, or undefined when absent; 400 when it is not a usable key. */
export function readIdempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !/^[\w.:-]{8,100}$/.test(header)) {
    throw badRequest("Idempotency-Key must be 8 to 100 letters, digits, '-', '_', '.' or ':'.");
  }
  return header;
}

/** A request's fingerprint: the canonical values that make two requests the same one. */
export function requestFingerprint(values: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(values)).digest("hex");
}

/** A row of idempotency_keys: the result columns stay null until the first request records them. */
export type IdempotencyRow = {
  user_id: string;
  key: string;
  request_hash: string;
  booking_id: string | null;
  message_id: string | null;
  tip_id: string | null;
  adjustment_id: string | null;
  created_at: PgTimestamp;
};

/** What a request made, recorded on its claimed key for the retries that follow. */
export type IdempotentResult = { tipId: string } | { adjustmentId: string };

/** Records the result on the key this transaction claimed (`claimIdempotencyKey` answered null). */
export async function recordIdempotentResult(
  tx: Db,
  userId: string,
  key: string,
  result: IdempotentResult,
): Promise<void> {
  const set =
    "tipId" in result ? sql`tip_id = ${result.tipId}::uuid` : sql`adjustment_id = ${result.adjustmentId}::uuid`;
  await queryRows(tx, sql`update idempotency_keys set ${set} where user_id = ${userId}::uuid and key = ${key}`);
}

/**
 * Claims the key inside the caller's transaction. Null: newly claimed, the caller does the work and
 * records its result on the row. Otherwise the earlier row of the same request (its result columns
 * may be null if it is still running). A concurrent retry waits on the claim until the first
 * transaction ends. Throws 422 when the key was used for a different request (`what` names it).
 */
export async function claimIdempotencyKey(
  tx: Db,
  userId: string,
  key: string,
  fingerprint: string,
  what: string,
): Promise<IdempotencyRow | null> {
  const claimed = await queryRows<{ key: string }>(
    tx,
    sql`insert into idempotency_keys (user_id, key, request_hash)
    values (${userId}::uuid, ${key}, ${fingerprint}) on conflict do nothing returning key`,
  );
  if (claimed.length) return null;
  const [earlier] = await queryRows<IdempotencyRow>(
    tx,
    sql`select * from idempotency_keys where user_id = ${userId}::uuid and key = ${key}`,
  );
  if (!earlier || earlier.request_hash !== fingerprint) {
    throw new HttpError(422, `This Idempotency-Key was already used for a different ${what}.`);
  }
  return earlier;
}
