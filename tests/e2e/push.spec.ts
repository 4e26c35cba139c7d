// Web push in the browser: on /notifications the switch registers the service worker (public/sw.js),
// asks for permission and subscribes; the server lists the subscription. A push delivered to the
// worker through the DevTools protocol makes it show a notification with the payload's texts, tag and
// link. Turning the switch off removes the subscription. By keyboard, axe clean, at 1280 and 360 px.
//
// The test browser is Chromium's headless shell, which has no notification platform and no push
// service: whatever the granted permission, Notification.permission is "denied", subscribe() fails
// and showNotification() throws. So the page gets a stand-in for exactly those three browser parts
// (permission, PushManager with a real P-256 key pair, and the worker's showNotification, recorded);
// the worker, its registration, the push event and everything of taskly's are the real ones.
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import type { PushDevices } from "../../src/contract/push";
import { expect, expectNoAxeViolations, gotoInteractive, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";
import { newCustomer, shootBothWidths } from "./money-parties";

const shots = Boolean(process.env.E2E_SCREENSHOTS);

async function devices(page: Page): Promise<PushDevices["items"]> {
  return ((await (await page.request.get("/api/push/subscriptions")).json()) as PushDevices).items;
}

/** Notification permission and a push subscription as a browser with a push service would give them. */
function standInPushPlatform(): void {
  const stored = () => localStorage.getItem("test-push-subscription");
  let permission: NotificationPermission = stored() ? "granted" : "default";
  Object.defineProperty(Notification, "permission", { get: () => permission });
  Notification.requestPermission = async () => (permission = "granted");
  const encode = (bytes: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const subscriptionOf = (saved: { endpoint: string; p256dh: string; auth: string; key: number[] }) => ({
    endpoint: saved.endpoint,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(saved.key).buffer },
    toJSON: () => ({ endpoint: saved.endpoint, keys: { p256dh: saved.p256dh, auth: saved.auth } }),
    unsubscribe: async () => (localStorage.removeItem("test-push-subscription"), true),
  });
  PushManager.prototype.getSubscription = async function () {
    const saved = stored();
    return (saved ? subscriptionOf(JSON.parse(saved)) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options) {
    const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const saved = {
      endpoint: `https://push.example.net/send/${crypto.randomUUID()}`,
      p256dh: encode(await crypto.subtle.exportKey("raw", pair.publicKey)),
      auth: encode(crypto.getRandomValues(new Uint8Array(16)).buffer),
      key: [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)],
    };
    localStorage.setItem("test-push-subscription", JSON.stringify(saved));
    return subscriptionOf(saved) as unknown as PushSubscription;
  };
}

/** The site's service worker, with its showNotification recorded (the headless shell cannot show one). */
async function recordingWorker(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shown: unknown[] };
    scope.shown = [];
    scope.registration.showNotification = async (title, options) => void scope.shown.push({ title, ...options });
  });
  return {
    worker,
    shown: () => worker.evaluate(() => (self as unknown as { shown: unknown[] }).shown),
  };
}

/** The id of the service worker registration for the site's root scope, as DevTools knows it. */
async function rootRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

test("the switch turns push on for this browser, and a push shows the worker's notification", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(["notifications"], { origin });
  await context.addInitScript(standInPushPlatform);
  await newCustomer(page);
  await gotoInteractive(page, "/notifications");

  const toggle = page.getByRole("switch", { name: "Push notifications on this device" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Get a notification on this device when something needs you")).toBeVisible();
  await expectNoAxeViolations(page, "the push switch, off");
  if (shots) await shootBothWidths(page, "push-switch-off");

  // By keyboard: Tab to the switch, Space turns it on.
  await tabTo(page, toggle);
  await expectVisibleFocus(page);
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("On for this device")).toBeVisible();
  const [device] = await devices(page);
  expect(device.endpoint).toMatch(/^https:\/\/push\.example\.net\/send\//);
  expect(device.device).toMatch(/^Chrome/);
  await expectNoAxeViolations(page, "the push switch, on");
  if (shots) await shootBothWidths(page, "push-switch-on");

  // A push arrives: the worker shows it.
  const cdp = await context.newCDPSession(page);
  const registrationId = await rootRegistration(cdp, origin);
  const { worker, shown } = await recordingWorker(context);
  expect(worker.url()).toBe(`${origin}/sw.js`);
  const payload = {
    title: "Tara S. sent an offer",
    body: "On 'Mount a TV'",
    url: "/my-tasks",
    tag: "offers-mount-a-tv",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      renotify: true,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url: "/my-tasks" },
    },
  ]);
  // A payload that would open another site opens the home page instead.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({ title: "Elsewhere", body: "", url: "//evil.example/x" }),
  });
  await expect.poll(async () => (await shown()).at(-1)).toMatchObject({ title: "Elsewhere", data: { url: "/" } });

  // A reload still shows it on; turning it off removes the subscription on the server too.
  await gotoInteractive(page, "/notifications");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  expect(await devices(page)).toEqual([]);
});

test("the manifest, icons and service worker are served for installing the app", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; display: string; icons: { src: string; purpose: string }[] };
  expect(body).toMatchObject({ name: "taskly", display: "standalone" });
  expect(body.icons.map((i) => i.purpose)).toContain("maskable");
  for (const icon of [...body.icons.map((i) => i.src), "/icons/apple-touch-icon.png", "/icons/badge-96.png"]) {
    const answer = await request.get(icon);
    expect(answer.status(), icon).toBe(200);
    expect(answer.headers()["content-type"], icon).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  const home = await (await request.get("/")).text();
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(home).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
});

test("where push cannot work, the card says why and how, with no switch", async ({ page, browser }) => {
  await newCustomer(page);
  // Notifications blocked (what this browser answers when nothing was granted).
  await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
  await gotoInteractive(page, "/notifications");
  await expect(page.getByText("Notifications are blocked for taskly in this browser.")).toBeVisible();
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expectNoAxeViolations(page, "the push card, blocked");
  if (shots) await shootBothWidths(page, "push-switch-blocked");

  // An iPhone's Safari outside the Home Screen has no PushManager.
  const iphone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 360, height: 780 },
  });
  await iphone.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  const phone = await iphone.newPage();
  await newCustomer(phone);
  await gotoInteractive(phone, "/notifications");
  await expect(phone.getByText("On iPhone and iPad, add taskly to your Home Screen first")).toBeVisible();
  await expect(phone.getByRole("switch")).toHaveCount(0);
  await expectNoAxeViolations(phone, "the push card, unsupported");
  if (shots) await phone.screenshot({ path: ".tmp/screens/push-switch-unsupported-360.png", fullPage: true });
  await iphone.close();
});
