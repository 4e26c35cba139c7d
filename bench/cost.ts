// What one operation costs, read around a measured run: CPU time of the PostgreSQL backends serving
// the run's database, of the API instance's process and of the load generator (this process), from
// /proc/<pid>/stat (utime + stime), and the statements the instance sent (its round trips).
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { instanceQueries } from "./spawn-instance";

/** /proc counts CPU time in clock ticks of 10 ms (CLK_TCK 100 on Linux). */
const TICK_MS = 10;

/** A process's CPU time so far in ms, or null when it is not visible (gone, or on another machine). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export interface Cost {
  /** CPU ms per operation; null when not measurable here. */
  pgCpuMs: number | null;
  apiCpuMs: number | null;
  loadCpuMs: number;
  roundTrips: number | null;
}

interface Snapshot {
  backends: Map<number, number>;
  api: number | null;
  load: NodeJS.CpuUsage;
  queries: number | null;
}

/**
 * Reads the costs of one API instance on one PostgreSQL database: `start()` before a run, then
 * `cost(operations)` after it. Without an instance process (PGlite, in this process) the API's and
 * the database's CPU are the load generator's too: only `loadCpuMs` is given, and it holds all three.
 */
export class CostMeter {
  private client: pg.Client | null = null;
  private before: Snapshot | null = null;

  constructor(
    private readonly databaseUrl: string | null,
    private readonly instance: ChildProcess | null,
  ) {}

  private async backends(): Promise<Map<number, number>> {
    const cpu = new Map<number, number>();
    if (!this.databaseUrl) return cpu;
    if (!this.client) {
      this.client = new pg.Client({ connectionString: this.databaseUrl });
      await this.client.connect();
    }
    const { rows } = await this.client.query<{ pid: number }>(
      // Client backends only: autovacuum workers on the same database are not the requests' work.
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== null) cpu.set(pid, ms);
    }
    return cpu;
  }

  private async snapshot(): Promise<Snapshot> {
    return {
      backends: await this.backends(),
      api: this.instance?.pid ? processCpuMs(this.instance.pid) : null,
      load: process.cpuUsage(),
      queries: this.instance ? await instanceQueries(this.instance) : null,
    };
  }

  async start(): Promise<void> {
    this.before = await this.snapshot();
  }

  async cost(operations: number): Promise<Cost> {
    const before = this.before!;
    const after = await this.snapshot();
    const per = (value: number) => value / Math.max(operations, 1);
    let pg = 0;
    // A backend that opened during the run counts from zero; one that closed during it is lost (pools keep theirs).
    for (const [pid, ms] of after.backends) pg += ms - (before.backends.get(pid) ?? 0);
    const load = process.cpuUsage(before.load);
    return {
      pgCpuMs: this.databaseUrl && after.backends.size ? per(pg) : null,
      apiCpuMs: after.api !== null && before.api !== null ? per(after.api - before.api) : null,
      loadCpuMs: per((load.user + load.system) / 1000),
      roundTrips: after.queries !== null && before.queries !== null ? per(after.queries - before.queries) : null,
    };
  }

  async close(): Promise<void> {
    await this.client?.end();
  }
}
