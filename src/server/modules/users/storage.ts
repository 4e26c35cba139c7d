// Where uploaded files live. The default keeps them on disk under UPLOADS_DIR, served at /uploads/;
// another implementation (S3 and the like) can replace it behind this interface.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface FileStorage {
  /** Stores the bytes under a new name in `folder`; answers the public URL. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file by its public URL; ignores URLs it does not own. */
  remove(url: string): Promise<void>;
}

export const UPLOADS_PREFIX = "/uploads/";

export function diskStorage(root: string): FileStorage {
  return {
    async put(folder, extension, bytes) {
      const name = `${randomUUID()}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const target = path.resolve(root, url.slice(UPLOADS_PREFIX.length));
      if (!target.startsWith(path.resolve(root) + path.sep)) return;
      await fs.rm(target, { force: true });
    },
  };
}
