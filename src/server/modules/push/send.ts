// sendPush: one message to every browser a person has push on in, each request encrypted for that
// browser (aes128gcm) and signed with the server's VAPID key, sent only to allowed addresses.
// An endpoint the push service says is gone (404, 410, any 4xx but 408 and 429) is removed; a busy
// or failing service (408, 429, 5xx, no answer) throws PushRetryError so the caller's job tries
// again, naming the subscriptions already served so the retry skips them.
import http from "node:http";
import https from "node:https";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../../config";
import type { Db } from "../../db/connect";
import { pushSubscriptions } from "../../db/schema";
import { assertLiteralAllowed, BlockedAddressError, guardedLookup } from "../../lib/address-guard";
import { endpointRefusal } from "./endpoint";
import { vapidKeys, vapidSubject } from "./keys";
import { pushMessageSchema, pushPayload, pushTopic, type PushMessage } from "./message";

export interface PushOptions {
  config: Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "PUBLIC_ORIGIN" | "SMTP_FROM">;
  allowPrivate: boolean;
  /** The longest one push service may take to answer. */
  timeoutMs: number;
}

export function pushOptionsOf(config: Config): PushOptions {
  return { config, allowPrivate: config.PUSH_ALLOW_PRIVATE_ENDPOINTS === "true", timeoutMs: 10_000 };
}

export interface PushResult {
  /** The subscriptions that have the message: this call's and the `alreadySent` given. */
  delivered: string[];
  /** The subscriptions removed because their push service said they are gone. */
  removed: string[];
}

/** Some push services did not take the message; the job should run again with `delivered` as `alreadySent`. */
export class PushRetryError extends Error {
  constructor(
    message: string,
    readonly delivered: string[],
  ) {
    super(message);
    this.name = "PushRetryError";
  }
}

type Outcome = "delivered" | "gone" | { retry: string };

export async function sendPush(
  db: Db,
  userId: string,
  message: PushMessage,
  options: PushOptions,
  alreadySent: readonly string[] = [],
): Promise<PushResult> {
  const checked = pushMessageSchema.parse(message);
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      alreadySent.length
        ? and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, [...alreadySent]))
        : eq(pushSubscriptions.userId, userId),
    );
  if (!subscriptions.length) return { delivered: [...alreadySent], removed: [] };
  const keys = await vapidKeys(db, options.config);
  const payload = JSON.stringify(pushPayload(checked));
  const requestOptions: webpush.RequestOptions = {
    vapidDetails: { subject: vapidSubject(options.config), ...keys },
    TTL: checked.ttlSeconds,
    urgency: checked.urgency,
    topic: pushTopic(checked.topic),
    contentEncoding: "aes128gcm",
  };
  const outcomes = await Promise.all(
    subscriptions.map(async (s): Promise<Outcome> => {
      const details = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        requestOptions,
      );
      return deliver(details, options);
    }),
  );
  const delivered = subscriptions.filter((_, i) => outcomes[i] === "delivered").map((s) => s.id);
  const removed = subscriptions.filter((_, i) => outcomes[i] === "gone").map((s) => s.id);
  if (delivered.length)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(inArray(pushSubscriptions.id, delivered));
  if (removed.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, removed));
  const allDelivered = [...alreadySent, ...delivered];
  const retries = outcomes.flatMap((o) => (typeof o === "object" ? [o.retry] : []));
  if (retries.length)
    throw new PushRetryError(
      `${retries.length} push service(s) did not take the message: ${retries.join("; ")}`,
      allDelivered,
    );
  return { delivered: allDelivered, removed };
}

async function deliver(details: webpush.RequestDetails, options: PushOptions): Promise<Outcome> {
  const url = new URL(details.endpoint);
  // Subscriptions were checked when stored; a rule tightened since (a setting turned off) still holds.
  if (endpointRefusal(details.endpoint, options.allowPrivate)) return "gone";
  try {
    assertLiteralAllowed(url.hostname, options.allowPrivate);
    const status = await post(url, details, options);
    if (status >= 200 && status < 300) return "delivered";
    if (status === 408 || status === 429 || status >= 500) return { retry: `${url.host} answered ${status}` };
    return "gone";
  } catch (error) {
    if (error instanceof BlockedAddressError || (error as { cause?: unknown })?.cause instanceof BlockedAddressError)
      return "gone";
    return { retry: `${url.host}: ${(error as Error).message}` };
  }
}

function post(url: URL, details: webpush.RequestDetails, options: PushOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: guardedLookup(options.allowPrivate) as never,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        // The answer's body says nothing we act on.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
