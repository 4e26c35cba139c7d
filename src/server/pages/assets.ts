// What a page names for the browser to fetch at once: the chunks and stylesheets of its screen,
// read from the client build's manifest (dist/client/.vite/manifest.json). The entry's own files
// are already in the page's template; a screen adds the rest of its import tree, so the browser
// fetches it beside the entry instead of after it.
import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export const NO_ASSETS: PageAssets = { scripts: [], styles: [] };

/** Every chunk key that `keys` import statically, themselves included. */
function importTree(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    importTree(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** The screen's files by its source module ('src/client/pages/services.tsx'), as URLs. */
export function screenAssetsFrom(manifest: Manifest): (screen: string | null) => PageAssets {
  const entry = importTree(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const cache = new Map<string, PageAssets>();
  return (screen) => {
    if (!screen || !manifest[screen]) return NO_ASSETS;
    let assets = cache.get(screen);
    if (!assets) {
      const chunks = [...importTree(manifest, [screen])].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
      assets = {
        scripts: chunks.map((chunk) => `/${chunk.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      };
      cache.set(screen, assets);
    }
    return assets;
  };
}

/** The manifest beside a built client (`<clientDir>/.vite/manifest.json`), or none. */
export function builtScreenAssets(clientDir: string): (screen: string | null) => PageAssets {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!fs.existsSync(file)) return () => NO_ASSETS;
  return screenAssetsFrom(JSON.parse(fs.readFileSync(file, "utf8")) as Manifest);
}
