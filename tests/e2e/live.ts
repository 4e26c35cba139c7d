// Screens that follow the other side over the live socket: open one and know it is listening, and
// check later that what it shows came live rather than from a reload.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens `url` and resolves once the tab's live socket is registered: the server sends the first
 * bell count (`notifications`) and the first unread count (`unread`) right after registering it.
 * Then marks the window, so a reload or a browser navigation would show.
 */
export async function openLive(
  page: Page,
  url: string,
  firstFrame: "notifications" | "unread" = "notifications",
): Promise<void> {
  const registered = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().endsWith("/api/ws")) return;
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes(`"type":"${firstFrame}"`)) resolve();
      });
    });
  });
  await page.goto(url);
  await registered;
  await page.evaluate(() => Object.assign(window, { liveScreenMarker: "not reloaded" }));
}

/** The page opened by openLive was not reloaded or navigated away by the browser since (and is still at `path`). */
export async function expectNotReloaded(page: Page, path?: string): Promise<void> {
  expect(await page.evaluate(() => (window as { liveScreenMarker?: string }).liveScreenMarker)).toBe("not reloaded");
  if (path !== undefined) expect(new URL(page.url()).pathname).toBe(path);
}
