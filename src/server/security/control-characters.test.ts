// Control characters in request text: a NUL byte cannot be stored by PostgreSQL at all (it answered
// 500), and the other C0 controls (tab, line feed and carriage return aside) have no place in text a
// person typed. Every query parameter and JSON body field is refused with 400 and one message, before
// any route runs; a NUL sent to each place that once answered 500 is checked here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../../contract/errors";
import { makeAdmin, newTasker, seedCategories, validProfile } from "../test/fixtures";
import { createTestApp, signUp, uniqueEmail, type Client, type TestApp } from "../test/harness";
import { invariantViolations } from "./invariants";

let t: TestApp;
let admin: Client;
let customer: Client;
let tasker: Client & { profileId: string };
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedCategories(t)).Mounting;
  admin = await makeAdmin(t);
  customer = await signUp(t.app);
  tasker = await newTasker(t);
});
afterAll(async () => t?.close());

const NUL = "\u0000";

/** The request's answer is a 400 naming the control characters, and nothing was stored. */
function expectRefused(response: { statusCode: number; json(): unknown }, where: string) {
  expect(response.statusCode, where).toBe(400);
  expect((response.json() as { message: string }).message, where).toBe(CONTROL_CHARACTERS_MESSAGE);
}

describe("a NUL byte in a query parameter", () => {
  const places: [who: () => Client | null, path: string, param: string][] = [
    [() => null, "/api/taskers", "q"],
    [() => null, "/api/taskers", "category"],
    [() => null, "/api/taskers", "location"],
    [() => null, "/api/places", "q"],
    [() => admin, "/api/admin/users", "q"],
    [() => admin, "/api/admin/tasks", "q"],
    [() => admin, "/api/admin/taskers", "q"],
    [() => tasker, "/api/tasks/open", "category"],
    [() => tasker, "/api/tasks/open", "location"],
  ];
  it.each(places.map(([who, path, param]) => [`${path}?${param}`, who, path, param] as const))(
    "%s is refused with 400",
    async (_name, who, path, param) => {
      const url = `${path}?${param}=${encodeURIComponent(`Aus${NUL}tin`)}`;
      const client = who();
      const response = client
        ? await client.inject({ method: "GET", url })
        : await t.app.inject({ method: "GET", url });
      expectRefused(response, url);
    },
  );
});

describe("a NUL byte in a JSON body", () => {
  const bodies: [name: string, who: () => Client | null, method: "POST" | "PUT", url: string, body: () => object][] = [
    [
      "register",
      () => null,
      "POST",
      "/api/auth/register",
      () => ({
        firstName: `Ni${NUL}l`,
        lastName: "User",
        email: uniqueEmail(),
        password: "correct-horse-battery",
        userType: "customer",
      }),
    ],
    [
      "login",
      () => null,
      "POST",
      "/api/auth/login",
      () => ({ identifier: `${customer.user.email}${NUL}`, password: "correct-horse-battery" }),
    ],
    ["PUT /api/users/me", () => customer, "PUT", "/api/users/me", () => ({ location: `Austin${NUL}` })],
    [
      "POST /api/tasks",
      () => customer,
      "POST",
      "/api/tasks",
      () => ({
        categoryId,
        title: `Mount${NUL} a TV`,
        description: "65 inch, drywall",
        location: "Austin",
        budget: "$100",
        scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      }),
    ],
    [
      "POST /api/messages",
      () => customer,
      "POST",
      "/api/messages",
      () => ({ content: `call me${NUL}`, receiverId: tasker.user.id }),
    ],
    [
      "POST /api/taskers",
      () => freshTasker,
      "POST",
      "/api/taskers",
      () => validProfile({ description: `Careful and friendly${NUL} cleaning for apartments.` }),
    ],
    [
      "PUT /api/taskers/profile",
      () => tasker,
      "PUT",
      "/api/taskers/profile",
      () => ({ bio: `Careful${NUL} and friendly`, skills: ["Mounting", `Clean${NUL}ing`] }),
    ],
  ];
  let freshTasker: Client;
  beforeAll(async () => {
    freshTasker = await signUp(t.app, { userType: "tasker" });
  });

  it.each(bodies)("%s is refused with 400 and changes nothing", async (name, who, method, url, body) => {
    const client = who();
    const request = { method, url, payload: body() };
    const response = client ? await client.inject(request) : await t.app.inject(request);
    expectRefused(response, name);
    expect(await invariantViolations(t.database.db)).toEqual([]);
  });

  it("names the field that holds the control character, however deep", async () => {
    const edit = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { skills: ["Mounting", `Clean${NUL}ing`] },
    });
    expectRefused(edit, "PUT /api/taskers/profile");
    expect(edit.json()).toMatchObject({ fieldErrors: { "skills.1": CONTROL_CHARACTERS_MESSAGE } });
    const conversations = await customer.inject({ url: `/api/users/${customer.user.id}/conversations` });
    expect(conversations.json()).toEqual([]);
    const profile = await t.app.inject({ url: `/api/taskers/${tasker.profileId}` });
    expect(profile.json().skills).toEqual(validProfile().skills);
  });
});

describe("other control characters", () => {
  it("are refused too, while tabs, line breaks and ordinary Unicode are kept", async () => {
    for (const char of ["\u0001", "\u0008", "\u000B", "\u001B", "\u001F"]) {
      const response = await customer.inject({
        method: "POST",
        url: "/api/messages",
        payload: { content: `hello${char}there`, receiverId: tasker.user.id },
      });
      expectRefused(response, JSON.stringify(char));
    }
    const content = "Line one\r\nline two\tand a tab — ｆｕｌｌ 🦄";
    const ok = await customer.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content, receiverId: tasker.user.id },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().content).toBe(content);
  });
});
