import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiPort = Number(process.env.API_PORT ?? 5001);

/**
 * The built app's lucide icons, lighter (decision 0039). Each shape of an icon has a React key
 * (`key: "1r0f0z"`): random text that compression cannot shrink, 0.4 KB of the first load; the shapes
 * of an icon never move, so the built icons go without them (React keys them by their place). And the
 * icons are made by `lib/lucide-icon.ts` instead of lucide's createLucideIcon, whose options the app
 * never uses (1 KB). The dev server keeps lucide as it is.
 */
function leanIcons(): Plugin {
  const icons = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  return {
    name: "lean-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && icons.test(importer))
        return path.resolve("src/client/lib/lucide-icon.ts");
      return null;
    },
    transform(code, id) {
      if (!icons.test(id)) return null;
      return { code: code.replace(/,\s*key: "[a-z0-9]+"/g, ""), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), leanIcons()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve("src/client") },
      { find: "@contract", replacement: path.resolve("src/contract") },
      // The browser's zod never compiles code at run time (the CSP has no 'unsafe-eval').
      { find: /^zod$/, replacement: path.resolve("src/client/lib/zod-jitless.ts") },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve("src/client/lib/use-sync-external-store.ts"),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    // No table of every screen's chunks in the first load: the server names the current screen's
    // chunks in the page (<link rel="modulepreload">, from the manifest); other screens load theirs
    // when opened.
    modulePreload: false,
    manifest: true,
    // Everything the entry imports statically (what every page needs before it hydrates) goes into
    // one chunk, so the first load is one request; the other screens' icons and form libraries come
    // in one chunk each rather than dozens of small ones.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "icons", test: /node_modules[\\/]lucide-react/, priority: 1 },
            { name: "forms", test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|zod-jitless/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, ws: true },
      "/uploads": { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
