import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskerProfiles } from "../../db/schema";
import { createTestApp, signUp, type TestApp, pageOf } from "../../test/harness";
import { insertBooking, makeAdmin, newTasker, seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  categories = await seedCategories(t);
});
afterAll(() => t.close());

describe("POST /api/taskers", () => {
  it("creates the profile; a customer becomes 'both'; the business name is the display name", async () => {
    const customer = await signUp(t.app, { firstName: "Casey", lastName: "Nguyen" });
    const response = await customer.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ skills: ["cleaning", "Mounting", "Cleaning"] }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      userId: customer.user.id,
      name: "Sparkle & Shine Co",
      businessName: "Sparkle & Shine Co",
      description: "Careful, friendly cleaning and mounting for apartments.",
      bio: "Careful, friendly cleaning and mounting for apartments.\n\nBusiness: Sparkle & Shine Co",
      skills: ["Cleaning", "Mounting"],
      hourlyRate: "45.50",
      experience: "6 years",
      // Days and hours come from the weekly hours alone: none saved yet, so any time of any day.
      availability: {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        hours: "Any time",
      },
      serviceArea: "Austin, TX",
      isVerified: false,
      isListed: true,
      stats: { totalEarnings: "0.00", completedTasks: 0, rating: "0.0", totalReviews: 0, unreadMessages: 0 },
    });
    const me = await customer.inject({ url: "/api/auth/me" });
    expect(me.json().userType).toBe("both");
    // Public readers see the same name and the search finds it.
    const pub = await t.app.inject({ url: `/api/taskers/${body.id}` });
    expect(pub.json().name).toBe("Sparkle & Shine Co");
    const search = await t.app.inject({ url: `/api/taskers?q=${encodeURIComponent("Sparkle")}` });
    expect(pageOf(search).items.map((c: { id: string }) => c.id)).toContain(body.id);
  });

  it("a tasker stays 'tasker'; a second profile is a 409", async () => {
    const tasker = await signUp(t.app, { userType: "tasker" });
    expect((await tasker.inject({ method: "POST", url: "/api/taskers", payload: validProfile() })).statusCode).toBe(
      201,
    );
    expect((await tasker.inject({ url: "/api/auth/me" })).json().userType).toBe("tasker");
    const again = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName: "Other" }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have a tasker profile. Edit it instead.");
    const rows = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, tasker.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].bio).toContain("Business: Sparkle & Shine Co");
  });

  it("without a business name the display name is first name and last initial", async () => {
    const customer = await signUp(t.app, { firstName: "Robin", lastName: "Hart" });
    const response = await customer.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName: "" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Robin H.",
      businessName: null,
      bio: "Careful, friendly cleaning and mounting for apartments.",
    });
  });

  it("needs a session (401); admins cannot have one (403)", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/taskers", payload: validProfile() })).statusCode).toBe(401);
    const admin = await makeAdmin(t);
    expect((await admin.inject({ method: "POST", url: "/api/taskers", payload: validProfile() })).statusCode).toBe(403);
  });

  it.each([
    ["an empty skill list", { skills: [] }, "Please choose at least one skill"],
    [
      "a skill that is not a category",
      { skills: ["Cleaning", "Juggling"] },
      "Unknown skill: Juggling. Choose from the service categories.",
    ],
    ["a zero rate", { hourlyRate: "0" }, "Hourly rate must be a positive amount with at most 2 decimals"],
    ["a negative rate", { hourlyRate: "-5" }, "Hourly rate must be a positive amount with at most 2 decimals"],
    ["3 decimals", { hourlyRate: "45.123" }, "Hourly rate must be a positive amount with at most 2 decimals"],
    ["a word as the rate", { hourlyRate: "cheap" }, "Hourly rate must be a positive amount with at most 2 decimals"],
    ["a huge rate", { hourlyRate: "10000" }, "Hourly rate must be a positive amount with at most 2 decimals"],
    ["a rate below the minimum", { hourlyRate: "14.99" }, "Hourly rate must be at least $15.00"],
    ["no description", { description: "  " }, "Please describe your services"],
    ["the marker in the description", { description: "Hi Business: me" }, "Description cannot contain 'Business:'"],
  ])("refuses %s with a 400 and creates nothing", async (_label, overrides, message) => {
    const customer = await signUp(t.app);
    const response = await customer.inject({ method: "POST", url: "/api/taskers", payload: validProfile(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(
      await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, customer.user.id)),
    ).toHaveLength(0);
    expect((await customer.inject({ url: "/api/auth/me" })).json().userType).toBe("customer");
  });

  it("accepts a numeric rate and normalizes it to 2 decimals", async () => {
    const customer = await signUp(t.app);
    const response = await customer.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ hourlyRate: 60 }),
    });
    expect(response.json().hourlyRate).toBe("60.00");
  });
});

describe("PUT /api/taskers/profile and /api/taskers/{id}", () => {
  it("updates only the given fields and keeps the business name in the bio", async () => {
    const tasker = await newTasker(t);
    const response = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { hourlyRate: "52.25", description: "Now also moving help." },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hourlyRate: "52.25",
      description: "Now also moving help.",
      businessName: "Sparkle & Shine Co",
      skills: ["Cleaning", "Mounting"],
      experience: "6 years",
    });
    expect((await t.app.inject({ url: `/api/taskers/${tasker.profileId}` })).json().hourlyRate).toBe("52.25");
    const renamed = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { businessName: "Tara Moves" },
    });
    expect(renamed.json()).toMatchObject({
      name: "Tara Moves",
      description: "Now also moving help.",
      bio: "Now also moving help.\n\nBusiness: Tara Moves",
    });
    const cleared = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { businessName: null, serviceArea: "" },
    });
    expect(cleared.json()).toMatchObject({ name: "Tara S.", businessName: null, serviceArea: null });
  });

  it("refuses bad input with a 400 and changes nothing", async () => {
    const tasker = await newTasker(t);
    for (const payload of [{ skills: [] }, { hourlyRate: "12.345" }, { hourlyRate: "-1" }, { skills: ["Nope"] }]) {
      const response = await tasker.inject({ method: "PUT", url: "/api/taskers/profile", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const [row] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, tasker.profileId));
    expect(row.hourlyRate).toBe("45.50");
    expect(row.skills).toEqual(["Cleaning", "Mounting"]);
  });

  it("editing someone else's profile is a 403; the owner may use the id", async () => {
    const owner = await newTasker(t);
    const other = await newTasker(t);
    const response = await other.inject({
      method: "PUT",
      url: `/api/taskers/${owner.profileId}`,
      payload: { hourlyRate: "20.00" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You can only edit your own tasker profile.");
    const [row] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, owner.profileId));
    expect(row.hourlyRate).toBe("45.50");
    expect(
      (
        await owner.inject({ method: "PUT", url: `/api/taskers/${owner.profileId}`, payload: { hourlyRate: "48.00" } })
      ).json().hourlyRate,
    ).toBe("48.00");
    expect(
      (await owner.inject({ method: "PUT", url: "/api/taskers/not-a-uuid", payload: { hourlyRate: "48.00" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/taskers/${owner.profileId}`, payload: { hourlyRate: "20.00" } }))
        .statusCode,
    ).toBe(401);
  });

  it("without a profile: reading answers null (no error), editing 404 with a message", async () => {
    const customer = await signUp(t.app);
    const get = await customer.inject({ url: "/api/taskers/profile" });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toBeNull();
    const put = await customer.inject({ method: "PUT", url: "/api/taskers/profile", payload: { hourlyRate: "40.00" } });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe("You don't have a tasker profile yet.");
  });
});

describe("GET /api/taskers/profile stats", () => {
  it("earnings are the tasker's share of captured payments; rating, completed tasks and unread messages are real", async () => {
    const tasker = await newTasker(t);
    const customer = await signUp(t.app);
    const day = 24 * 3600_000;
    const base = { customerId: customer.user.id, taskerId: tasker.user.id, categoryId: categories.Cleaning };
    const done1 = await insertBooking(t, {
      ...base,
      status: "completed",
      start: new Date(Date.now() - 10 * day),
      rateCents: 4550,
      hours: 3,
    });
    const done2 = await insertBooking(t, {
      ...base,
      status: "completed",
      start: new Date(Date.now() - 40 * day),
      rateCents: 6000,
      hours: 2,
    });
    // Authorized only (not earned yet), refunded (never earned), late cancellation: one hour captured.
    await insertBooking(t, { ...base, status: "confirmed", start: new Date(Date.now() + 3 * day) });
    await insertBooking(t, { ...base, status: "cancelled", start: new Date(Date.now() - 5 * day) });
    await insertBooking(t, {
      ...base,
      status: "cancelled",
      start: new Date(Date.now() - 2 * day),
      rateCents: 5000,
      paymentStatus: "partially_refunded",
      capturedCents: 5000,
    });
    await t.database.db
      .update(taskerProfiles)
      .set({ completedTasks: 2, rating: "4.50", totalReviews: 2 })
      .where(eq(taskerProfiles.id, tasker.profileId));
    const sender = await signUp(t.app);
    for (const content of ["Hello there!", "Are you free Friday?"]) {
      await sender.inject({ method: "POST", url: "/api/messages", payload: { content, receiverId: tasker.user.id } });
    }
    const response = await tasker.inject({ url: "/api/taskers/profile" });
    expect(response.statusCode).toBe(200);
    const expected = ((done1.subtotalCents + done2.subtotalCents + 5000) / 100).toFixed(2);
    expect(expected).toBe("306.50");
    expect(response.json().stats).toEqual({
      totalEarnings: expected,
      completedTasks: 2,
      rating: "4.5",
      totalReviews: 2,
      unreadMessages: 2,
    });
    // Another tasker's bookings never count.
    const other = await newTasker(t);
    expect((await other.inject({ url: "/api/taskers/profile" })).json().stats.totalEarnings).toBe("0.00");
  });
});
