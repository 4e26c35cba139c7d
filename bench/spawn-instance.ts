// Starts bench/instance.ts in a child process and resolves once it listens. The child answers
// "stats" over IPC with the statements it has sent (its round trips to the database).
import { spawn, type ChildProcess } from "node:child_process";

export function spawnInstance(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/instance.ts", databaseUrl, String(port)], {
      stdio: ["ignore", "pipe", "inherit", "ipc"],
      env: { ...process.env, ...env },
    });
    child.stdout!.on("data", (chunk) => String(chunk).includes("ready") && resolve(child));
    child.on("exit", (code) => reject(new Error(`bench instance exited with ${code}`)));
  });
}

/** How many statements the instance has sent so far. */
export function instanceQueries(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (message) => resolve((message as { queries: number }).queries));
    child.send("stats");
  });
}
