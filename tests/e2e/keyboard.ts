// Keyboard helpers for the accessibility journeys: reach a control with Tab alone, and check that the
// focused control shows a visible focus indicator.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Presses Tab (at most `limit` times) until `target` has the focus; fails when it never does. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reached with Tab").toBeFocused();
}

/** The focused element, or an ancestor within two levels (a search box's frame), draws an outline or ring. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && depth < 3; depth += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const ring = style.boxShadow !== "none" && style.boxShadow.includes("0px 0px 0px");
      if (outline || ring) return true;
    }
    return false;
  });
  expect(shown, "the focused control shows where the focus is").toBe(true);
}
