// The part of http_ece (Encrypted Content-Encoding, RFC 8188) the push tests use to read what a
// browser would: decrypting an aes128gcm body with the browser's key pair and auth secret.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface DecryptParams {
    version: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
