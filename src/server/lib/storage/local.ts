// The local driver: one file per key under a directory (UPLOADS_DIR). Right for one machine; with
// several instances use the S3 driver, or every instance must share the directory.
import fs from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type ObjectStorage } from "./storage";

const TYPES: Record<string, string> = { ".webp": "image/webp", ".avif": "image/avif" };

export function localStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Not a storage key: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        const bytes = await fs.readFile(fileOf(key));
        return { bytes, contentType: TYPES[path.extname(key)] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
  };
}
