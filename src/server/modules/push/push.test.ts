// Web push at the protocol level: a push service played by a local HTTP server, browsers played by
// P-256 key pairs and auth secrets made here. What arrives is checked as a push service and a
// browser would: the VAPID JWT's audience, expiry, subject and ES256 signature, the aes128gcm body
// decrypted with the browser's keys, and the TTL, Urgency and Topic headers. Then what the push
// service's answers do to the subscriptions, and what the subscription API refuses.
import { createPublicKey, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PUSH_DEVICES, type PushDevices } from "../../../contract/push";
import { pushSubscriptions } from "../../db/schema";
import { loadConfig } from "../../config";
import { browser, FakePushService, type Browser } from "../../test/fake-push";
import { createTestApp, secondInstance, signUp, type Client, type TestApp } from "../../test/harness";
import { vapidSubject } from "./keys";
import { pushTopic, type PushMessage } from "./message";
import { pushOptionsOf, PushRetryError, sendPush } from "./send";

const subscribe = (client: Client, b: Pick<Browser, "endpoint" | "keys">, userAgent?: string) =>
  client.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    payload: { endpoint: b.endpoint, keys: b.keys },
    headers: userAgent ? { "user-agent": userAgent } : {},
  });
const devices = async (client: Client) =>
  ((await client.inject({ method: "GET", url: "/api/push/subscriptions" })).json() as PushDevices).items;

const message: PushMessage = {
  title: "Tara S. sent an offer",
  body: "On 'Mount a TV'",
  url: "/tasks/123/offers",
  topic: "task:123:offers",
  urgency: "high",
  ttlSeconds: 3600,
};

let t: TestApp;
const service = new FakePushService();
let path = 0;
const nextEndpoint = () => `${service.origin}/push/${++path}`;

beforeAll(async () => {
  await service.start();
  t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" });
});
afterAll(async () => {
  await t?.close();
  await service.stop();
});

describe("sending a push", () => {
  it("signs the request with VAPID, encrypts the payload for the browser and sets TTL, Urgency and Topic", async () => {
    const person = await signUp(t.app);
    const b = browser(nextEndpoint());
    expect((await subscribe(person, b)).statusCode).toBe(204);
    const { publicKey } = (await t.app.inject({ method: "GET", url: "/api/push/key" })).json() as { publicKey: string };

    const result = await sendPush(t.database.db, person.user.id, message, pushOptionsOf(t.config));
    const request = service.received.find((r) => b.endpoint.endsWith(r.path))!;
    expect(result.delivered).toHaveLength(1);

    // Authorization: vapid t=<JWT>, k=<the server's public key>
    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization))!;
    expect(auth).not.toBeNull();
    const [jwt, k] = [auth[1], auth[2]];
    expect(k).toBe(publicKey);
    const [head, claims, signature] = jwt.split(".");
    expect(JSON.parse(Buffer.from(head, "base64url").toString())).toMatchObject({ alg: "ES256", typ: "JWT" });
    const payload = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
      aud: string;
      exp: number;
      sub: string;
    };
    expect(payload.aud).toBe(service.origin);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(payload.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    expect(payload.sub).toBe("mailto:no-reply@taskly.local");
    const point = Buffer.from(k, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = Buffer.from(`${head}.${claims}`);
    expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))).toBe(
      true,
    );

    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    const plain = ece.decrypt(request.body, { version: "aes128gcm", privateKey: b.ecdh, authSecret: b.auth });
    expect(JSON.parse(plain.toString("utf8"))).toEqual({
      title: message.title,
      body: message.body,
      url: message.url,
      tag: pushTopic(message.topic),
    });

    expect(request.headers.ttl).toBe("3600");
    expect(request.headers.urgency).toBe("high");
    const topic = String(request.headers.topic);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // The same topic gives the same header, so the service replaces a waiting message with the newer one.
    expect(topic).toBe(pushTopic("task:123:offers"));
    expect(pushTopic("task:124:offers")).not.toBe(topic);

    const [device] = await devices(person);
    expect(device.lastSuccessAt).not.toBeNull();
  });

  it("sends to every browser of the person and no one else's", async () => {
    const person = await signUp(t.app);
    const other = await signUp(t.app);
    const [phone, laptop, theirs] = [browser(nextEndpoint()), browser(nextEndpoint()), browser(nextEndpoint())];
    await subscribe(person, phone);
    await subscribe(person, laptop);
    await subscribe(other, theirs);
    const before = service.received.length;
    const result = await sendPush(t.database.db, person.user.id, message, pushOptionsOf(t.config));
    expect(result.delivered).toHaveLength(2);
    const paths = service.received.slice(before).map((r) => r.path);
    expect(paths.sort()).toEqual([new URL(phone.endpoint).pathname, new URL(laptop.endpoint).pathname].sort());
  });

  it("removes a subscription whose push service answers 410 or 404", async () => {
    const person = await signUp(t.app);
    const [gone, missing, fine] = [browser(nextEndpoint()), browser(nextEndpoint()), browser(nextEndpoint())];
    for (const b of [gone, missing, fine]) await subscribe(person, b);
    service.statuses.set(new URL(gone.endpoint).pathname, 410);
    service.statuses.set(new URL(missing.endpoint).pathname, 404);
    const result = await sendPush(t.database.db, person.user.id, message, pushOptionsOf(t.config));
    expect(result.removed).toHaveLength(2);
    expect((await devices(person)).map((d) => d.endpoint)).toEqual([fine.endpoint]);
  });

  it("keeps a subscription whose push service answers 500 and throws, and a retry skips the ones already served", async () => {
    const person = await signUp(t.app);
    const [busy, fine] = [browser(nextEndpoint()), browser(nextEndpoint())];
    await subscribe(person, busy);
    await subscribe(person, fine);
    const busyPath = new URL(busy.endpoint).pathname;
    service.statuses.set(busyPath, 500);
    const error = await sendPush(t.database.db, person.user.id, message, pushOptionsOf(t.config)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PushRetryError);
    expect((error as PushRetryError).delivered).toHaveLength(1);
    expect((await devices(person)).map((d) => d.endpoint).sort()).toEqual([busy.endpoint, fine.endpoint].sort());

    service.statuses.delete(busyPath);
    const before = service.received.length;
    const retry = await sendPush(
      t.database.db,
      person.user.id,
      message,
      pushOptionsOf(t.config),
      (error as PushRetryError).delivered,
    );
    expect(service.received.slice(before).map((r) => r.path)).toEqual([busyPath]);
    expect(retry.delivered).toHaveLength(2);
  });

  it("throws for a push service that cannot be reached, keeping the subscription", async () => {
    const person = await signUp(t.app);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await subscribe(person, browser(`http://127.0.0.1:${port}/push/x`));
    await expect(sendPush(t.database.db, person.user.id, message, pushOptionsOf(t.config))).rejects.toBeInstanceOf(
      PushRetryError,
    );
    expect(await devices(person)).toHaveLength(1);
  });

  it("refuses a message that would open another site or is too long", async () => {
    const person = await signUp(t.app);
    const options = pushOptionsOf(t.config);
    await expect(
      sendPush(t.database.db, person.user.id, { ...message, url: "//evil.example/x" }, options),
    ).rejects.toThrow();
    await expect(
      sendPush(t.database.db, person.user.id, { ...message, title: "x".repeat(500) }, options),
    ).rejects.toThrow();
  });
});

describe("the subscription API", () => {
  it("is idempotent on the endpoint, labels the device, and moves a browser to whoever subscribes it last", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const b = browser(nextEndpoint());
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    expect((await subscribe(first, b, android)).statusCode).toBe(204);
    expect((await subscribe(first, b, android)).statusCode).toBe(204);
    expect(await devices(first)).toMatchObject([{ endpoint: b.endpoint, device: "Chrome on Android" }]);
    expect((await subscribe(second, b)).statusCode).toBe(204);
    expect(await devices(first)).toEqual([]);
    expect((await devices(second)).map((d) => d.endpoint)).toEqual([b.endpoint]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices, dropping the least recently used`, async () => {
    const person = await signUp(t.app);
    const browsers = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => browser(nextEndpoint()));
    for (const b of browsers) expect((await subscribe(person, b)).statusCode).toBe(204);
    const endpoints = (await devices(person)).map((d) => d.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_DEVICES);
    expect(endpoints).toContain(browsers[MAX_PUSH_DEVICES].endpoint);
    expect(endpoints).not.toContain(browsers[0].endpoint);
  });

  it("deletes only the caller's own subscription", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const b = browser(nextEndpoint());
    await subscribe(owner, b);
    const attempt = await stranger.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      payload: { endpoint: b.endpoint },
    });
    expect(attempt.statusCode).toBe(204);
    expect(await devices(owner)).toHaveLength(1);
    const own = await owner.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      payload: { endpoint: b.endpoint },
    });
    expect(own.statusCode).toBe(204);
    expect(await devices(owner)).toEqual([]);
  });

  it("refuses bad keys, a non-URL and anonymous callers with 4xx and a message", async () => {
    const person = await signUp(t.app);
    const b = browser(nextEndpoint());
    const bad = [
      { endpoint: "not a url", keys: b.keys },
      { endpoint: `${b.endpoint}/${"x".repeat(1100)}`, keys: b.keys },
      { endpoint: b.endpoint, keys: { ...b.keys, p256dh: "short" } },
      { endpoint: b.endpoint, keys: { ...b.keys, auth: "!".repeat(22) } },
      { endpoint: b.endpoint, keys: { p256dh: b.keys.p256dh } },
      { endpoint: "ftp://push.example.com/x", keys: b.keys },
    ];
    for (const payload of bad) {
      const res = await person.inject({ method: "POST", url: "/api/push/subscriptions", payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await devices(person)).toEqual([]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { endpoint: b.endpoint, keys: b.keys },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("endpoints the server will not contact (without PUSH_ALLOW_PRIVATE_ENDPOINTS)", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(async () => strict?.close());

  it("refuses http, loopback, private and local-name endpoints with 400, and accepts a public https one", async () => {
    const person = await signUp(strict.app);
    const keys = browser("").keys;
    const refused = [
      "http://push.example.com/send/1",
      "https://127.0.0.1/send/1",
      "https://10.1.2.3/send/1",
      "https://[::1]/send/1",
      "https://[::ffff:192.168.0.1]/send/1",
      "https://localhost/send/1",
      "https://localhost./send/1",
      "https://2130706433/send/1",
      "https://push.internal/send/1",
      "https://user:pw@push.example.com/send/1",
    ];
    for (const endpoint of refused) {
      const res = await subscribe(person, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toMatch(/push endpoint/);
    }
    expect(await devices(person)).toEqual([]);
    expect((await subscribe(person, { endpoint: "https://push.example.com/send/1", keys })).statusCode).toBe(204);
  });

  it("never sends to a private address even when one was stored", async () => {
    const person = await signUp(strict.app);
    // Stored while the setting was on; the sender checks again and drops it.
    const b = browser(nextEndpoint());
    await strict.database.db
      .insert(pushSubscriptions)
      .values({ userId: person.user.id, endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth });
    const before = service.received.length;
    const result = await sendPush(strict.database.db, person.user.id, message, pushOptionsOf(strict.config));
    expect(service.received.length).toBe(before);
    expect(result.removed).toHaveLength(1);
  });

  it("signs with the configured VAPID keys and subject when they are set", async () => {
    const keys = (await import("web-push")).default.generateVAPIDKeys();
    const configured = await createTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:ops@example.com",
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "true",
    });
    try {
      const key = await configured.app.inject({ method: "GET", url: "/api/push/key" });
      expect(key.json()).toEqual({ publicKey: keys.publicKey });
      const person = await signUp(configured.app);
      const b = browser(nextEndpoint());
      await subscribe(person, b);
      await sendPush(configured.database.db, person.user.id, message, pushOptionsOf(configured.config));
      const request = service.received.find((r) => b.endpoint.endsWith(r.path))!;
      const jwt = /t=([^,\s]+)/.exec(String(request.headers.authorization))![1];
      expect(JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()).sub).toBe("mailto:ops@example.com");
      expect(String(request.headers.authorization)).toContain(`k=${keys.publicKey}`);
    } finally {
      await configured.close();
    }
  });
});

describe("the VAPID settings", () => {
  it("are both keys or neither, and the subject is a mailto: or https: URL", () => {
    const keys = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "A".repeat(43) };
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: "short" })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: "http://example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...keys, VAPID_SUBJECT: "mailto:ops@example.com" }).VAPID_SUBJECT).toBe(
      "mailto:ops@example.com",
    );
  });

  it("default the subject to the https origin, else the e-mails' sender", () => {
    const smtp = { SMTP_FROM: "taskly <hello@taskly.example>" };
    expect(vapidSubject({ ...smtp, PUBLIC_ORIGIN: "https://taskly.example/" })).toBe("https://taskly.example");
    expect(vapidSubject({ ...smtp, PUBLIC_ORIGIN: "http://localhost:5000" })).toBe("mailto:hello@taskly.example");
    expect(vapidSubject({ SMTP_FROM: "ops@taskly.example" })).toBe("mailto:ops@taskly.example");
  });

  it("without settings, every instance gives browsers the same stored public key", async () => {
    const other = await secondInstance(t);
    try {
      const [mine, theirs] = await Promise.all(
        [t.app, other.app].map(async (app) => (await app.inject({ method: "GET", url: "/api/push/key" })).json()),
      );
      expect(theirs).toEqual(mine);
      expect((mine as { publicKey: string }).publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    } finally {
      await other.close();
    }
  });
});
