// A stored change answers its request even when the real-time publish fails: the failure is only
// logged, and clients catch up on their next resync or refetch.
import type { FastifyBaseLogger } from "fastify";
import { errorCode } from "../db/errors";
import type { RealtimeHub } from "./hub";
import type { Notice } from "./notices";

export function publishQuietly(hub: RealtimeHub, log: FastifyBaseLogger, notice: Notice): Promise<void> {
  return hub.publish(notice).catch((error: unknown) => {
    log.warn({ kind: notice.kind, code: errorCode(error) }, "real-time publish failed");
  });
}
