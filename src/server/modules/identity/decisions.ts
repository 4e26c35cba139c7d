// The outcome of an ID check, from an admin's review or from Stripe Identity: the check's status, the
// id_verified badge when verified, the `id-check.decided` event (the tasker's bell), their e-mail and,
// for a manual review, the audit entry and the ID photo's deletion once the decision has committed.
import { sql } from "drizzle-orm";
import { ID_CHECK_NOT_FOUND, type AdminIdCheck, type IdCheckDecision } from "../../../contract/badges";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { recordEvents } from "../../events/record";
import { writeAudit } from "../../lib/audit";
import { toIso } from "../../lib/dates";
import { conflict, notFound } from "../../lib/http-error";
import { queueMail } from "../../lib/mailer";
import type { ObjectStorage } from "../../lib/storage";
import { isUuid } from "../../lib/sql-text";
import { urlSigner } from "../photos/signed-urls";
import { grantBadge } from "./badges";
import * as emails from "./emails";
import type { SessionOutcome } from "./provider";

type LockedCheck = { id: string; user_id: string; method: string; status: string; photo_key: string | null };

type Outcome =
  { status: "verified"; grantedBy: string | null } | { status: "rejected" | "requires_input"; reason: string };

const UNTIL = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

async function tellTasker(tx: Db, check: LockedCheck, outcome: Outcome, untilIso: string | null, origin: string) {
  await recordEvents(tx, {
    type: "id-check.decided",
    checkId: check.id,
    taskerId: check.user_id,
    outcome: outcome.status === "verified" ? "verified" : "rejected",
  });
  const [person] = await queryRows<{ email: string; first_name: string; ok: boolean }>(
    tx,
    sql`select email, first_name, (deleted_at is null and email not like '%@taskly.invalid') as ok
    from users where id = ${check.user_id}::uuid`,
  );
  if (!person?.ok) return;
  const mail =
    outcome.status === "verified"
      ? emails.idVerified({ firstName: person.first_name, until: UNTIL.format(new Date(untilIso!)), origin })
      : emails.idRejected({ firstName: person.first_name, reason: outcome.reason, origin });
  await queueMail(tx, { to: person.email.toLowerCase(), userId: check.user_id, ...mail, origin });
}

/** Writes the outcome of a locked pending check; answers the photo key to delete after commit. */
async function decide(tx: Db, check: LockedCheck, outcome: Outcome, origin: string): Promise<string | null> {
  let until: string | null = null;
  if (outcome.status === "verified") {
    const method = check.method === "manual" ? "manual" : "stripe_identity";
    const badge = await grantBadge(tx, {
      userId: check.user_id,
      kind: "id_verified",
      method,
      grantedBy: outcome.grantedBy,
    });
    until = badge.expiresAt;
  }
  await tx.execute(sql`update id_checks set status = ${outcome.status},
      reason = ${outcome.status === "verified" ? null : outcome.reason}, photo_key = null,
      decided_by = ${outcome.status === "verified" ? outcome.grantedBy : null}::uuid, decided_at = now()
    where id = ${check.id}::uuid`);
  await tellTasker(tx, check, outcome, until, origin);
  return check.photo_key;
}

/** A Stripe Identity session's outcome (webhook or retrieval): a change only while its check is pending. */
export async function recordCheckOutcome(
  tx: Db,
  where: { sessionId: string },
  outcome: SessionOutcome,
  origin: string,
): Promise<string> {
  if (outcome.status === "processing") return "no change: the session is processing";
  const [check] = await queryRows<LockedCheck>(
    tx,
    sql`select id::text, user_id::text, method, status, photo_key from id_checks
    where session_id = ${where.sessionId} for update`,
  );
  if (!check) return "ignored: no ID check has this session";
  if (check.status !== "pending") return `no change: the check is ${check.status}`;
  const reason = outcome.status === "canceled" ? "The verification was cancelled. Please start again." : "";
  await decide(
    tx,
    check,
    outcome.status === "verified"
      ? { status: "verified", grantedBy: null }
      : { status: "requires_input", reason: outcome.status === "requires_input" ? outcome.reason : reason },
    origin,
  );
  return `ID check ${outcome.status === "verified" ? "verified" : "needs input"}`;
}

/** An admin's approval or rejection of a pending manual check; the ID photo is deleted once it commits. */
export async function decideManualCheck(
  db: Db,
  storage: ObjectStorage,
  adminId: string,
  checkId: string,
  decision: IdCheckDecision,
  origin: string,
): Promise<void> {
  if (!isUuid(checkId)) throw notFound(ID_CHECK_NOT_FOUND);
  const photoKey = await db.transaction(async (tx) => {
    const [check] = await queryRows<LockedCheck>(
      tx,
      sql`select id::text, user_id::text, method, status, photo_key from id_checks
      where id = ${checkId}::uuid and method = 'manual' for update`,
    );
    if (!check) throw notFound(ID_CHECK_NOT_FOUND);
    if (check.status !== "pending") throw conflict(`This ID check was already decided (${check.status}).`);
    const outcome: Outcome =
      decision.decision === "approve"
        ? { status: "verified", grantedBy: adminId }
        : { status: "rejected", reason: decision.reason };
    const key = await decide(tx, check, outcome, origin);
    await writeAudit(tx, {
      actorId: adminId,
      action: decision.decision === "approve" ? "id-check.approve" : "id-check.reject",
      targetType: "tasker",
      targetId: check.user_id,
      before: { status: "pending" },
      after: decision.decision === "approve" ? { status: "verified" } : { status: "rejected", reason: decision.reason },
    });
    return key;
  });
  // After the commit: a rolled-back decision keeps the photo for the next review. A photo left behind
  // by a failed delete is unreachable (no row names it, and its URL needs a signature).
  if (photoKey) await storage.delete([photoKey]);
}

/** The pending manual checks, oldest first, each with a signed URL of its photo (admins only). */
export async function listPendingChecks(db: Db): Promise<AdminIdCheck[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    email: string;
    created_at: PgTimestamp;
    photo_key: string;
  }>(
    db,
    sql`select c.id::text, c.user_id::text, u.first_name, u.last_name, u.email, c.created_at, c.photo_key
    from id_checks c join users u on u.id = c.user_id
    where c.status = 'pending' and c.method = 'manual' and c.photo_key is not null
    order by c.created_at, c.id limit 100`,
  );
  const sign = await urlSigner(db);
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    submittedAt: toIso(r.created_at),
    photoUrl: sign(r.photo_key),
  }));
}
