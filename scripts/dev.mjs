// npm run dev: one process on PORT (default 5173): the API with reload (tsx watch) and Vite inside
// it (middleware mode), which serves the client with hot reload and renders pages on the server.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "5173";
const env = {
  ...process.env,
  PORT: port,
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  TASKLY_DEV_VITE: "true",
};
const child = spawn("npx", ["tsx", "watch", "--exclude", "src/client/**", "src/server/main.ts"], {
  stdio: "inherit",
  env,
});
console.log(`taskly dev: open http://localhost:${port}`);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
