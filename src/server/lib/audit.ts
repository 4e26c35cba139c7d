// The admin audit log: every admin change is one row (who, what, before, after), written in the
// same transaction as the change.
import type { Db } from "../db/connect";
import { auditLog } from "../db/schema";

export interface AuditEntryInput {
  /** Null for a change made by a scheduled job. */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

export async function writeAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(entry);
}
