// One storage interface for every stored file (photos, avatars), so any instance reads what any
// other wrote: the local directory (one machine) or S3-compatible object storage (many).
// Keys are relative paths such as "p/<id>/960.webp"; drivers never see URLs.

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the objects; keys with no object are ignored. */
  delete(keys: string[]): Promise<void>;
}

/** Letters, digits, '-', '_' and '.' in '/'-separated parts, none of them '.' or '..'. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key) && !key.split("/").some((part) => part.includes(".."));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
