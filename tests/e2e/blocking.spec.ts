// A customer blocks a tasker from the tasker's profile (the dialog says what blocking does), the
// tasker disappears from Find a Tasker, Blocked people in the profile lists them, and Unblock brings
// them back; axe at each step; the dialog and the list shot at 1280 and 360 px.
import { expect, expectNoAxeViolations, gotoInteractive, test, uniqueEmail } from "./fixtures";
import { shootBothWidths } from "./money-parties";

const BUSINESS = "Quillon Blockwell Mounts";

test("block a tasker from their profile, miss them in search, unblock them from settings", async ({
  page,
  browser,
}) => {
  // Eight axe checks and two pairs of full-page screenshots on a shared machine.
  test.setTimeout(180_000);
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await tasker.request.post("/api/auth/register", {
    data: {
      firstName: "Quillon",
      lastName: "Blockwell",
      email: uniqueEmail("blocked"),
      password: "blocking-journey-pass",
      userType: "tasker",
    },
  });
  const created = await tasker.request.post("/api/taskers", {
    data: { businessName: BUSINESS, description: "Mounting, same day.", skills: ["Mounting"], hourlyRate: "65.00" },
  });
  expect(created.status()).toBe(201);
  const profileId = (await created.json()).id as string;
  await taskerContext.close();

  await page.request.post("/api/auth/register", {
    data: { firstName: "Bella", lastName: "Blocker", email: uniqueEmail("blocker"), password: "blocking-journey-pass" },
  });
  const search = "/browse-taskers?q=Quillon%20Blockwell";
  await page.goto(search);
  await expect(page.getByText("1 tasker found")).toBeVisible();
  await expect(page.getByRole("link", { name: `View Profile of ${BUSINESS}` })).toBeVisible();

  await gotoInteractive(page, `/taskers/${profileId}`);
  await page.getByRole("button", { name: "Block", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Block ${BUSINESS}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "They won't be told. You won't see each other in search, and neither of you can message, invite, offer or book the other.",
  );
  await expectNoAxeViolations(page, "block dialog");
  await shootBothWidths(page, "block-dialog");
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "profile after blocking");

  await page.goto(search);
  await expect(page.getByText("0 taskers found")).toBeVisible();
  await expect(page.getByRole("link", { name: `View Profile of ${BUSINESS}` })).toHaveCount(0);
  await expectNoAxeViolations(page, "search without the blocked tasker");

  await page.goto("/profile");
  const blockedList = page.getByRole("list", { name: "Blocked people" });
  await expect(blockedList.getByText(BUSINESS)).toBeVisible();
  await expect(blockedList.getByText(/^Blocked [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page, "blocked people");
  await shootBothWidths(page, "blocked-people");

  await blockedList.getByRole("button", { name: `Unblock ${BUSINESS}` }).click();
  const confirm = page.getByRole("dialog", { name: `Unblock ${BUSINESS}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "unblock dialog");
  await confirm.getByRole("button", { name: "Unblock" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("You haven't blocked anyone.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, "blocked people, empty");

  await page.goto(search);
  await expect(page.getByText("1 tasker found")).toBeVisible();
  await expect(page.getByRole("link", { name: `View Profile of ${BUSINESS}` })).toBeVisible();
  await expectNoAxeViolations(page, "search with the tasker again");
});

test("block from a conversation's menu: the notice and a resting composer, then unblock", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.request.post("/api/auth/register", {
    data: {
      firstName: "Corin",
      lastName: "Chatter",
      email: uniqueEmail("chatter"),
      password: "blocking-journey-pass",
      userType: "tasker",
    },
  });
  const me = await other.request.get("/api/auth/me");
  const otherId = (await me.json()).id as string;
  await otherContext.close();

  await page.request.post("/api/auth/register", {
    data: { firstName: "Nora", lastName: "Nearby", email: uniqueEmail("talker"), password: "blocking-journey-pass" },
  });
  const sent = await page.request.post("/api/messages", {
    data: { receiverId: otherId, content: "Hello, are you free on Saturday?" },
  });
  expect(sent.status()).toBe(201);
  const conversationId = (await sent.json()).conversationId as string;

  await page.goto(`/messages?c=${conversationId}`);
  const pane = page.getByRole("region", { name: "Conversation with Corin C." });
  await expect(pane.getByText("Hello, are you free on Saturday?")).toBeVisible();
  await pane.getByRole("button", { name: "Conversation options" }).click();
  await page.getByRole("menuitem", { name: "Block Corin C." }).click();
  const dialog = page.getByRole("dialog", { name: "Block Corin C.?" });
  await expect(dialog).toContainText("They won't be told.");
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pane.getByRole("status")).toContainText("You blocked Corin C.");
  await expect(pane.getByLabel("Write a message")).toBeDisabled();
  await expect(pane.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expectNoAxeViolations(page, "conversation with a blocked person");

  await pane.getByRole("status").getByRole("button", { name: "Unblock" }).click();
  await page.getByRole("dialog", { name: "Unblock Corin C.?" }).getByRole("button", { name: "Unblock" }).click();
  await expect(pane.getByRole("status")).toHaveCount(0);
  await expect(pane.getByLabel("Write a message")).toBeEnabled();
});
