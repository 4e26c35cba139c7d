// Real-time fan-out. Every instance LISTENs on one PostgreSQL channel; a NOTIFY from any
// instance reaches the sockets of the users it names on every instance. Payloads carry ids only;
// each instance loads and masks the message for each reader itself.
import { sql } from "drizzle-orm";
import type { WebSocket } from "ws";
import type { RealtimeEvent } from "../../contract/messages";
import type { Database } from "../db/connect";
import { queryRows } from "../db/query";
import { bookedTogether, presentMessage, unreadCount, type MessageRow } from "../modules/messages/service";
import { CHANNEL, type Notice, type SessionsEnded } from "./notices";

/** One user's open sockets per instance: a tab holds one, so this is many tabs and devices. */
export const MAX_SOCKETS_PER_USER = 10;
/** The close of a socket past that limit; the client tries again later, as after any drop. */
export const TOO_MANY_SOCKETS = { code: 4429, reason: "too many connections for this user" } as const;

export class RealtimeHub {
  private sockets = new Map<string, Set<WebSocket>>();
  private sessionOf = new WeakMap<WebSocket, string>();
  private unlisten: (() => Promise<void>) | null = null;
  private unwatch: (() => unknown) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload).catch(() => undefined));
    // Notices sent while the listener was reconnecting are lost: every open socket refetches.
    this.unwatch = this.database.notifications?.onChange((up) => up && this.resync()) ?? null;
  }

  /** Tells every socket on this instance to refetch what it may have missed. */
  resync(): void {
    for (const userId of this.sockets.keys()) this.send(userId, { type: "resync" });
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    await this.unlisten?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, "server shutting down");
    this.sockets.clear();
  }

  /**
   * Takes a user's new socket, or closes it with 4429 when the user already holds
   * MAX_SOCKETS_PER_USER on this instance (answers false then). `sessionHash`: the SHA-256 of the
   * socket's session token, so ending that session closes it.
   */
  add(userId: string, socket: WebSocket, sessionHash?: string): boolean {
    let set = this.sockets.get(userId);
    if (set && set.size >= MAX_SOCKETS_PER_USER) {
      socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
      return false;
    }
    if (sessionHash) this.sessionOf.set(socket, sessionHash);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    socket.on("close", () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
    return true;
  }

  connectedUsers(): number {
    return this.sockets.size;
  }

  /** Publishes to every instance (including this one) through NOTIFY. */
  async publish(notice: Notice): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
  }

  /** Closes the sockets of ended sessions with 4401 (the client then stops reconnecting). */
  private closeEndedSessions({ userId, only, except }: SessionsEnded): void {
    for (const socket of this.sockets.get(userId) ?? []) {
      const session = this.sessionOf.get(socket);
      const ended = only ? only.includes(session ?? "") : session === undefined || session !== except;
      if (ended) socket.close(4401, "session ended");
    }
  }

  private send(userId: string, event: RealtimeEvent): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const data = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  private async deliver(payload: string): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    try {
      if (notice.kind === "sessions-ended") return this.closeEndedSessions(notice);
      if (notice.kind === "unread") {
        if (this.sockets.has(notice.userId))
          this.send(notice.userId, { type: "unread", count: await unreadCount(this.database.db, notice.userId) });
        return;
      }
      const { senderId, receiverId } = notice;
      const wantSender = this.sockets.has(senderId);
      const wantReceiver = this.sockets.has(receiverId);
      if (!wantSender && !wantReceiver) return; // nobody on this instance: no database work
      // One query: the message, whether contact details may show, and the receiver's unread count.
      const [row] = await queryRows<MessageRow & { booked: boolean; unread: number }>(
        this.database.db,
        sql`select m.*,
        ${bookedTogether(sql`m.sender_id`, sql`m.receiver_id`)} as booked,
        (select count(*)::int from messages u where u.receiver_id = m.receiver_id and u.read_at is null) as unread
        from messages m where m.id = ${notice.messageId}::uuid`,
      );
      if (!row) return;
      if (wantSender) this.send(senderId, { type: "message", message: presentMessage(row, senderId, true) });
      if (wantReceiver) {
        this.send(receiverId, { type: "message", message: presentMessage(row, receiverId, row.booked) });
        this.send(receiverId, { type: "unread", count: row.unread });
      }
    } catch {
      // A delivery failure must not take the listener down; the client refetches on reconnect.
    }
  }
}
