// npm run dev: the API with reload (tsx watch) on API_PORT and Vite with HMR on 5173,
// which proxies /api (and the WebSocket) to the API.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "5001";
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, PUBLIC_ORIGIN: "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
console.log("taskly dev: open http://localhost:5173 (API on port " + apiPort + ")");
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exit(code ?? 0);
  });
