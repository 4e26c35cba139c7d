// A tasker profile is written with the field it is read with: `bio` ('description', then optionally
// a blank line and 'Business: name') is accepted by POST /api/taskers and PUT /api/taskers/profile.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskerProfiles } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { newTasker, seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(() => t.close());

const BIO = "Tidy mounting and assembly, same week.\n\nBusiness: Hang It Right";
const withBio = (bio: unknown) => {
  const { description: _d, businessName: _b, ...rest } = validProfile();
  return { ...rest, bio };
};

describe("POST /api/taskers with a bio", () => {
  it("splits the bio into description and business name, and reads it back the same", async () => {
    const customer = await signUp(t.app, { firstName: "Lee", lastName: "Park" });
    const response = await customer.inject({ method: "POST", url: "/api/taskers", payload: withBio(BIO) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      bio: BIO,
      description: "Tidy mounting and assembly, same week.",
      businessName: "Hang It Right",
      name: "Hang It Right",
    });
    const pub = await t.app.inject({ url: `/api/taskers/${response.json().id}` });
    expect(pub.json().name).toBe("Hang It Right");
  });

  it("a bio without the marker is the description alone", async () => {
    const customer = await signUp(t.app, { firstName: "Ana", lastName: "ruiz" });
    const response = await customer.inject({
      method: "POST",
      url: "/api/taskers",
      payload: withBio("Moving help with a van."),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ bio: "Moving help with a van.", businessName: null, name: "Ana R." });
  });

  it.each([
    [
      "a bio and a description",
      { ...validProfile(), bio: BIO },
      "Send either a bio or a description and business name",
    ],
    ["an empty bio", withBio("   "), "Please describe your services"],
    ["a bio with only a business name", withBio("Business: Solo"), "Please describe your services"],
    ["a bio with two markers", withBio("Help.\n\nBusiness: A Business: B"), "Business name cannot contain"],
    ["a bio that is not text", withBio(42), "Bio must be text"],
    ["a bio that is too long", withBio("x".repeat(2101)), "Bio is too long"],
  ])("refuses %s with a 400 and creates nothing", async (_label, payload, message) => {
    const customer = await signUp(t.app);
    const response = await customer.inject({ method: "POST", url: "/api/taskers", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const rows = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, customer.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe("PUT /api/taskers/profile with a bio", () => {
  it("replaces description and business name together; other fields stay", async () => {
    const tasker = await newTasker(t);
    const bio = "Now also furniture assembly.\n\nBusiness: Tara Builds";
    const response = await tasker.inject({ method: "PUT", url: "/api/taskers/profile", payload: { bio } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio,
      description: "Now also furniture assembly.",
      businessName: "Tara Builds",
      hourlyRate: "45.50",
      skills: ["Cleaning", "Mounting"],
    });
    const plain = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { bio: "Just me now." },
    });
    expect(plain.json()).toMatchObject({ bio: "Just me now.", businessName: null, name: "Tara S." });
  });

  it("refuses a bio sent with a business name, or an empty bio, and changes nothing", async () => {
    const tasker = await newTasker(t);
    for (const payload of [{ bio: BIO, businessName: "Other" }, { bio: "" }, { bio: null }]) {
      const response = await tasker.inject({ method: "PUT", url: "/api/taskers/profile", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const [row] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, tasker.profileId));
    expect(row.bio).toBe("Careful, friendly cleaning and mounting for apartments.\n\nBusiness: Sparkle & Shine Co");
  });
});
