// ID verification: a tasker's status, the manual review (an uploaded ID photo, kept private, deleted
// once an admin decides) and Stripe Identity sessions. A verified check grants the id_verified badge.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  BADGE_RENEWAL_NOTICE_DAYS,
  ID_ALREADY_VERIFIED,
  ID_CHECK_ALREADY_PENDING,
  ONLY_TASKERS_VERIFY,
  type IdentityStatus,
} from "../../../contract/badges";
import type { Db } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, forbidden } from "../../lib/http-error";
import type { ObjectStorage } from "../../lib/storage";
import type { UserRow } from "../../plugins/auth";
import { processPhoto } from "../photos/process";
import { withPhotoSlot } from "../photos/processing-line";
import { badgesOf } from "./badges";
import { recordCheckOutcome } from "./decisions";
import type { IdentityProvider } from "./provider";

type CheckRow = {
  id: string;
  method: "manual" | "stripe_identity";
  status: "pending" | "verified" | "rejected" | "requires_input";
  session_id: string | null;
  reason: string | null;
  created_at: PgTimestamp;
};

async function latestCheck(db: Db, userId: string): Promise<CheckRow | undefined> {
  const [row] = await queryRows<CheckRow>(
    db,
    sql`select id::text, method, status, session_id, reason, created_at from id_checks
    where user_id = ${userId}::uuid order by created_at desc, id desc limit 1`,
  );
  return row;
}

const isTasker = (user: UserRow) => user.userType === "tasker" || user.userType === "both";

/** The tasker's ID verification as their settings show it; a pending Stripe session is asked for its result. */
export async function identityStatus(
  db: Db,
  provider: IdentityProvider | null,
  userId: string,
  origin: string,
): Promise<IdentityStatus> {
  let check = await latestCheck(db, userId);
  if (check?.status === "pending" && check.method === "stripe_identity" && check.session_id && provider) {
    const outcome = await provider.retrieveSession(check.session_id).catch(() => null);
    if (outcome) {
      await db.transaction((tx) => recordCheckOutcome(tx, { sessionId: check!.session_id! }, outcome, origin));
      check = await latestCheck(db, userId);
    }
  }
  const badge = (await badgesOf(db, userId)).find((b) => b.kind === "id_verified") ?? null;
  const failed = check?.status === "rejected" || check?.status === "requires_input";
  return {
    state: check?.status === "pending" ? "pending" : badge ? "verified" : failed ? check!.status : "not_started",
    badge,
    reason: check && (check.status === "rejected" || check.status === "requires_input") ? check.reason : null,
    method: provider ? "stripe_identity" : "manual",
    submittedAt: check ? toIso(check.created_at) : null,
  };
}

/** A tasker may start a check unless one is pending or their badge has more than the renewal notice left. */
async function assertMayStart(db: Db, user: UserRow): Promise<void> {
  if (!isTasker(user)) throw forbidden(ONLY_TASKERS_VERIFY);
  const rows = await queryRows<{ pending: boolean; verified: boolean }>(
    db,
    sql`select exists (select 1 from id_checks where user_id = ${user.id}::uuid and status = 'pending') as pending,
      exists (select 1 from badges where user_id = ${user.id}::uuid and kind = 'id_verified' and revoked_at is null
        and expires_at > now() + make_interval(days => ${BADGE_RENEWAL_NOTICE_DAYS})) as verified`,
  );
  if (rows[0].pending) throw conflict(ID_CHECK_ALREADY_PENDING);
  if (rows[0].verified) throw conflict(ID_ALREADY_VERIFIED);
}

/** Inserts a pending check; a concurrent one (the unique pending index) is 409. */
async function insertCheck(
  db: Db,
  values: { userId: string; method: "manual" | "stripe_identity"; photoKey?: string; sessionId?: string },
): Promise<void> {
  try {
    await db.execute(sql`insert into id_checks (user_id, method, photo_key, session_id)
      values (${values.userId}::uuid, ${values.method}, ${values.photoKey ?? null}, ${values.sessionId ?? null})`);
  } catch (error) {
    if (pgCode(error) === "23505") throw conflict(ID_CHECK_ALREADY_PENDING);
    throw error;
  }
}

/** Stores the uploaded ID photo privately (re-encoded: nothing but the image survives) for an admin to review. */
export async function submitIdPhoto(db: Db, storage: ObjectStorage, user: UserRow, bytes: Buffer): Promise<void> {
  await assertMayStart(db, user);
  const variants = await withPhotoSlot(() => processPhoto(bytes));
  const largest = variants[variants.length - 1];
  const key = `s/id-checks/${randomUUID()}.webp`;
  await storage.put(key, largest.bytes, "image/webp");
  try {
    await insertCheck(db, { userId: user.id, method: "manual", photoKey: key });
  } catch (error) {
    await storage.delete([key]).catch(() => undefined);
    throw error;
  }
}

/** Starts a Stripe Identity session; answers where to send the tasker. */
export async function startStripeCheck(
  db: Db,
  provider: IdentityProvider | null,
  user: UserRow,
  origin: string,
): Promise<{ url: string }> {
  if (!provider)
    throw badRequest("Stripe Identity is not configured on this server: upload a photo of your ID instead.");
  await assertMayStart(db, user);
  const session = await provider.createSession({ userId: user.id, returnUrl: `${origin}/tasker-profile#verify-id` });
  await insertCheck(db, { userId: user.id, method: "stripe_identity", sessionId: session.sessionId });
  return { url: session.url };
}
