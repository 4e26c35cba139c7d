// One name per person: the customer's conversation list names a tasker exactly as the tasker's card does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(() => t.close());

describe("names in Messages", () => {
  it("shows a tasker by their business name, as on their card; a customer by first name and last initial", async () => {
    const customer = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
    const tasker = await signUp(t.app, { firstName: "Taylor", lastName: "Brooks", userType: "tasker" });
    const created = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName: "Brooks Home Services" }),
    });
    expect(created.statusCode).toBe(201);
    const card = (await t.app.inject({ url: `/api/taskers/${created.json().id}` })).json();
    expect(card.name).toBe("Brooks Home Services");

    const sent = await customer.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "Hello, can you mount a TV?", receiverId: tasker.user.id },
    });
    expect(sent.statusCode).toBe(201);

    const mine = (await customer.inject({ url: `/api/users/${customer.user.id}/conversations` })).json();
    expect(mine[0].otherUser).toMatchObject({ id: tasker.user.id, name: card.name });
    const theirs = (await tasker.inject({ url: `/api/users/${tasker.user.id}/conversations` })).json();
    expect(theirs[0].otherUser).toMatchObject({ id: customer.user.id, name: "Ann L." });
  });
});
