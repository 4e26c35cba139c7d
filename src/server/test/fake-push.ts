// A push service played by a local HTTP server, and browsers played by P-256 key pairs and auth
// secrets: what tests of web push send to and decrypt with.
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records each request and answers with the status set for its path (201 by default). */
export class FakePushService {
  readonly received: Received[] = [];
  readonly statuses = new Map<string, number>();
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const path = request.url ?? "";
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = this.statuses.get(path) ?? 201;
      response.end();
    });
  });
  origin = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface Browser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function browser(endpoint: string): Browser {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** The JSON a browser reads from a push request it was sent. */
export function decryptPush(b: Browser, body: Buffer): unknown {
  return JSON.parse(
    ece.decrypt(body, { version: "aes128gcm", privateKey: b.ecdh, authSecret: b.auth }).toString("utf8"),
  );
}
