import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve("src/client") },
      { find: "@contract", replacement: path.resolve("src/contract") },
      // The browser's zod never compiles code at run time (the CSP has no 'unsafe-eval').
      { find: /^zod$/, replacement: path.resolve("src/client/lib/zod-jitless.ts") },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, ws: true },
      "/uploads": { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
