// This browser's side of web push: whether it can, the service worker (/sw.js) that shows the
// notifications, and its subscription, kept in step with the server's list.
import type { PushSubscribeBody } from "@contract/push";
import { fetchPushDevices, fetchPushKey, removePushSubscription, savePushSubscription } from "./api/push";

/** unsupported: no push in this browser; blocked: the person refused notifications to the site. */
export type PushState = "unsupported" | "blocked" | "off" | "on";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** iPhone and iPad (iPadOS says it is a Mac with a touch screen): push only once added to the Home Screen. */
export function isAppleMobile(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

function subscriptionBody(subscription: PushSubscription): PushSubscribeBody {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}

/** On only when this browser has a subscription and the server has it for this person. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  const { items } = await fetchPushDevices();
  return items.some((d) => d.endpoint === subscription.endpoint) ? "on" : "off";
}

/** Asks the browser for permission (only ever on the person's click), subscribes and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const [{ publicKey }, worker] = await Promise.all([fetchPushKey(), registration()]);
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // Subscribed under another server key (the keys were changed): that subscription no longer works.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(subscriptionBody(subscription));
  return "on";
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return "off";
}
