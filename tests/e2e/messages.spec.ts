// Two people hold a live conversation: each sees the other's message without reloading.
import { expect, test, uniqueEmail } from "./fixtures";

test("a customer and a tasker exchange messages live; the unread badge rises and clears", async ({ page, browser }) => {
  const password = "live-chat-password";
  const customerEmail = uniqueEmail("chat-customer");
  const taskerEmail = uniqueEmail("chat-tasker");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Cleo", lastName: "Customer", email: customerEmail, password },
  });
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  const taskerUser = await (
    await tasker.request.post("/api/auth/register", {
      data: { firstName: "Theo", lastName: "Tasker", email: taskerEmail, password, userType: "tasker" },
    })
  ).json();
  await page.goto("/messages");
  await tasker.goto("/");
  await expect(tasker.getByRole("link", { name: "Messages" })).toBeVisible();
  await expect(tasker.getByTestId("unread-badge")).toHaveCount(0);

  // The customer starts the conversation; Shift+Enter makes a new line, Enter sends.
  await page.goto(`/messages?to=${taskerUser.id}`);
  const input = page.getByLabel("Write a message");
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByText("No messages yet")).toBeVisible();
  await input.fill("Hi Theo, can you mount a TV?");
  await input.press("Shift+Enter");
  await input.pressSequentially("It is 65 inches.");
  await expect(input).toHaveValue("Hi Theo, can you mount a TV?\nIt is 65 inches.");
  await input.press("Enter");
  await expect(page.getByRole("region", { name: /Conversation with/ }).getByText("It is 65 inches.")).toBeVisible();
  await expect(input).toHaveValue("");

  // The tasker sees the unread badge rise without reloading, then clear on opening.
  await expect(tasker.getByTestId("unread-badge")).toHaveText(/1/);
  await tasker.getByRole("link", { name: "Messages" }).click();
  await tasker.getByRole("button", { name: /Cleo C\./ }).click();
  await expect(tasker.getByRole("region", { name: /Conversation with/ }).getByText("It is 65 inches.")).toBeVisible();
  await expect(tasker.getByTestId("unread-badge")).toHaveCount(0);

  // The tasker replies; the customer sees it appear live.
  await tasker.getByLabel("Write a message").fill("Sure! Saturday at 10 works.");
  await tasker.getByLabel("Write a message").press("Enter");
  await expect(
    page.getByRole("region", { name: /Conversation with/ }).getByText("Sure! Saturday at 10 works."),
  ).toBeVisible();
  // The customer has the conversation open, so the reply counts as read at once.
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await page.screenshot({ path: ".tmp/screens/messages-1280.png" });
  await tasker.setViewportSize({ width: 360, height: 780 });
  await tasker.screenshot({ path: ".tmp/screens/messages-360.png", fullPage: true });
  await taskerContext.close();
});

test("the message list shows its empty states", async ({ page }) => {
  await page.request.post("/api/auth/register", {
    data: { firstName: "New", lastName: "Person", email: uniqueEmail("empty"), password: "empty-inbox-pass" },
  });
  await page.goto("/messages");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  // One empty state, not a second "Select a conversation" panel beside it.
  await expect(page.getByText("Select a conversation")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Find a Tasker" })).toBeVisible();
});
