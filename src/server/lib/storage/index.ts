// The storage driver the settings choose: STORAGE_DRIVER=local (UPLOADS_DIR) or s3.
import type { Config } from "../../config";
import { localStorage } from "./local";
import type { ObjectStorage } from "./storage";

export type { ObjectStorage, StoredObject } from "./storage";
export { isStorageKey } from "./storage";

export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === "s3") throw new Error("The s3 storage driver is not available yet.");
  return localStorage(config.uploadsDir);
}
