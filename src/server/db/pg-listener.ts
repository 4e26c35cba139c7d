// The LISTEN connection to a PostgreSQL server, kept alive: when it drops (server restart, network,
// a stalled server that misses its heartbeat) it reconnects with backoff and LISTENs on every
// channel again. Notifications sent while it was down are lost, so subscribers hear `onChange(true)`
// after each reconnect and resync (drop caches, tell clients to refetch).
import pg from "pg";
import type { ConnectionErrors } from "./connection-errors";

export type Listener = (payload: string) => void;

/** Whether real-time notifications currently arrive. */
export interface NotificationStatus {
  isUp(): boolean;
  /** Called on every change: false when the connection drops, true once it listens again. */
  onChange(listener: (up: boolean) => void): () => unknown;
}

export interface PgListenerOptions {
  connectTimeoutMs: number;
  /** Gives the connection its 'error' listener and reports why it ended. */
  connectionErrors: ConnectionErrors;
  /** How often an idle connection is checked, and how long the check may take. */
  heartbeatMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const MAX_BACKOFF_MS = 2000;

export class PgListener implements NotificationStatus {
  private client: pg.Client | null = null;
  private up = false;
  private connecting: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private closed = false;
  private readonly handlers = new Map<string, Set<Listener>>();
  private readonly watchers = new Set<(up: boolean) => void>();

  constructor(
    private readonly url: string,
    private readonly options: PgListenerOptions,
  ) {}

  isUp(): boolean {
    return this.up;
  }

  onChange(listener: (up: boolean) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  /** Subscribes; resolves once the channel is listened to (or, while the server is down, once it is
   * registered: the reconnect listens to it). */
  async listen(channel: string, onPayload: Listener): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    if (!this.client && !this.connecting) this.connect();
    await this.connecting;
    const client = this.client;
    if (isNew && client && !this.connecting) {
      await client.query(`LISTEN ${channel}`).catch(() => this.drop(client));
    }
    return async () => {
      set.delete(onPayload);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    this.connecting = this.open().finally(() => {
      this.connecting = null;
    });
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      query_timeout: this.options.connectTimeoutMs,
      keepAlive: true,
    });
    this.options.connectionErrors.watch(client, "notifications", () => this.drop(client));
    client.on("end", () => this.drop(client));
    client.on("notification", (n) => this.handlers.get(n.channel)?.forEach((handler) => handler(n.payload ?? "")));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      client.removeAllListeners("end");
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.setUp(true);
    this.startHeartbeat(client);
  }

  private drop(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = null;
    clearInterval(this.heartbeatTimer);
    client.end().catch(() => undefined);
    this.setUp(false);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** A stalled server sends no error: a check that does not answer counts as a drop. */
  private startHeartbeat(client: pg.Client): void {
    const every = this.options.heartbeatMs ?? 10_000;
    this.heartbeatTimer = setInterval(() => {
      client.query("select 1").catch(() => this.drop(client));
    }, every);
    this.heartbeatTimer.unref();
  }

  private setUp(up: boolean): void {
    if (this.up === up) return;
    this.up = up;
    for (const watcher of this.watchers) watcher(up);
  }
}
