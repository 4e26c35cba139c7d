// Real-time fan-out: the sockets of this instance's signed-in people, fed by the event feed. Every
// instance applies every event (events/feed.ts), so whichever instance holds a person's socket tells
// them: a new message (each side's view as the sender's transaction presented it) and unread counts,
// and, as live events, anything else that concerns them (concerned.ts), so their open screens refetch
// what it touched. An ended session's sockets close. A person's bell hears its unread count after each
// event that gave them a notification centre item and after they read some.
import type { WebSocket } from "ws";
import { LIVE_EVENT_TYPES, type DomainEvent, type EventOf } from "../../contract/events";
import type { RealtimeEvent } from "../../contract/messages";
import type { EventFeed } from "../events/feed";
import { notificationRecipients } from "../modules/notification-centre/rules";
import { concernedUsers, liveEventOf } from "./concerned";

/** One user's open sockets per instance: a tab holds one, so this is many tabs and devices. */
export const MAX_SOCKETS_PER_USER = 10;
/** The close of a socket past that limit; the client tries again later, as after any drop. */
export const TOO_MANY_SOCKETS = { code: 4429, reason: "too many connections for this user" } as const;

export class RealtimeHub {
  private sockets = new Map<string, Set<WebSocket>>();
  private sessionOf = new WeakMap<WebSocket, string>();
  /** Each user's last count read: counts are read and sent one after another, so the newest is sent last. */
  private counting = new Map<string, Promise<void>>();

  /** `unreadNotifications`: a user's unread notification count, read after the event's commit. */
  constructor(
    feed: EventFeed,
    private readonly unreadNotifications?: (userId: string) => Promise<number>,
  ) {
    feed.on("message.sent", (event) => {
      this.send(event.senderId, { type: "message", message: event.forSender });
      this.send(event.receiverId, { type: "message", message: event.forReceiver });
      this.send(event.receiverId, { type: "unread", count: event.receiverUnread });
    });
    feed.on("messages.read", (event) => this.send(event.userId, { type: "unread", count: event.unread }));
    // Back from an outage of the feed's channel (missed events already replayed): open screens also
    // refetch what they may have missed that no event carries.
    let hearing = feed.hearing;
    feed.onHearing((now) => {
      if (now && !hearing) this.resync();
      hearing = now;
    });
    feed.on("sessions.ended", (event) => this.closeEndedSessions(event));
    for (const type of LIVE_EVENT_TYPES) feed.on(type, (event) => this.tellConcerned(event));
    for (const type of [...LIVE_EVENT_TYPES, "notifications.read"] as const)
      feed.on(type, (event) => this.tellNotificationCounts(event));
  }

  /** Tells every socket on this instance to refetch what it may have missed. */
  resync(): void {
    for (const userId of this.sockets.keys()) this.send(userId, { type: "resync" });
  }

  async stop(): Promise<void> {
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

  private tellConcerned(event: DomainEvent): void {
    const users = concernedUsers(event).filter((userId) => this.sockets.has(userId));
    if (users.length === 0) return;
    const live: RealtimeEvent = { type: "event", event: liveEventOf(event) };
    for (const userId of new Set(users)) this.send(userId, live);
  }

  private async tellNotificationCounts(event: DomainEvent): Promise<void> {
    const count = this.unreadNotifications;
    if (!count) return;
    const users = notificationRecipients(event).filter((userId) => this.sockets.has(userId));
    await Promise.all(
      users.map((userId) => {
        const next = (this.counting.get(userId) ?? Promise.resolve())
          .catch(() => undefined)
          .then(() => count(userId))
          .then((unread) => this.send(userId, { type: "notifications", unread }));
        this.counting.set(userId, next);
        // Forgotten once settled, unless a later count has queued behind it.
        const forget = () => {
          if (this.counting.get(userId) === next) this.counting.delete(userId);
        };
        next.then(forget, forget);
        return next;
      }),
    );
  }

  /** Closes the sockets of ended sessions with 4401 (the client then stops reconnecting). */
  private closeEndedSessions({ userId, only, except }: EventOf<"sessions.ended">): void {
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
}
