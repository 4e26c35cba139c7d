// The storage driver the settings choose: STORAGE_DRIVER=local (UPLOADS_DIR) or s3 (S3_* settings).
import type { Config } from "../../config";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { ObjectStorage } from "./storage";

export type { ObjectStorage, StoredObject } from "./storage";
export { isStorageKey } from "./storage";

export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === "local") return localStorage(config.uploadsDir);
  return s3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === "true",
  });
}
