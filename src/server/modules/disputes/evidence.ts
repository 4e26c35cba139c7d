// GET /api/admin/disputes/{id}/evidence: the photos the dispute's customer and tasker sent each
// other in messages, newest first, each with who sent it and when. This is the one way an admin
// sees message photos: only for the pair of a booking under dispute.
import { sql } from "drizzle-orm";
import type { DisputeEvidence } from "../../../contract/booking-extras";
import { displayName } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { messagePhotos } from "../messages/service";

/** Messages with photos looked at for one dispute; a thread longer than this shows its newest. */
const EVIDENCE_MESSAGES = 200;

export async function disputeEvidence(db: Db, disputeId: string): Promise<DisputeEvidence> {
  if (!isUuid(disputeId)) throw notFound("Dispute not found");
  const [dispute] = await queryRows<{ customer_id: string; tasker_id: string }>(
    db,
    sql`select customer_id, tasker_id from disputes where id = ${disputeId}::uuid`,
  );
  if (!dispute) throw notFound("Dispute not found");
  const [a, b] = [dispute.customer_id, dispute.tasker_id].sort();
  const rows = await queryRows<{
    id: string;
    sender_id: string;
    content: string;
    created_at: string;
    first_name: string;
    last_name: string;
    bio: string | null;
  }>(
    db,
    sql`select m.id, m.sender_id, m.content, m.created_at, u.first_name, u.last_name, tp.bio
    from conversations c join messages m on m.conversation_id = c.id
    join users u on u.id = m.sender_id left join tasker_profiles tp on tp.user_id = u.id
    where c.user_a = ${a}::uuid and c.user_b = ${b}::uuid
      and exists (select 1 from message_photos mp where mp.message_id = m.id)
    order by m.created_at desc, m.id desc limit ${EVIDENCE_MESSAGES}`,
  );
  const photos = await messagePhotos(
    db,
    rows.map((r) => r.id),
  );
  return {
    messages: rows.flatMap((r) => {
      const list = photos.get(r.id);
      if (!list?.length) return [];
      return [
        {
          messageId: r.id,
          senderId: r.sender_id,
          senderName: displayName(r.bio, r.first_name, r.last_name, r.sender_id),
          sentAt: toIso(r.created_at),
          content: r.content,
          photos: list,
        },
      ];
    }),
  };
}
