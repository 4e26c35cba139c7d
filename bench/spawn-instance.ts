// Starts bench/instance.ts in a child process and resolves once it listens.
import { spawn, type ChildProcess } from "node:child_process";

export function spawnInstance(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/instance.ts", databaseUrl, String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    child.stdout!.on("data", (chunk) => String(chunk).includes("ready") && resolve(child));
    child.on("exit", (code) => reject(new Error(`bench instance exited with ${code}`)));
  });
}
