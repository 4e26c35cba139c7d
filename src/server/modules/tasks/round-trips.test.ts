// How many statements posting a task sends to the database: the account's limit check, then one
// transaction whose insert checks the category and answers the task as the API shows it (its event
// and its alert job beside it); nothing is read again after the commit. Counted at the driver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks";
import { seedCategories } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { countStatements, type StatementCounter } from "../../test/statement-counter";

let t: TestApp;
let counter: StatementCounter;
let customer: Client;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = Object.values(await seedCategories(t))[0]!;
  customer = await signUp(t.app, { userType: "customer" });
  counter = countStatements(t);
});
afterAll(async () => {
  counter.restore();
  await t.close();
});

const post = (title: string, extra: Record<string, unknown> = {}) =>
  customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title,
      description: "Mount a 55 inch TV on drywall.",
      location: "Austin, TX",
      budget: "$120",
      scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      ...extra,
    },
  });

describe("posting a task's round trips", () => {
  it("posts in one transaction after the limit check and answers without reading the task again", async () => {
    // The first post reads the session and prepares what later posts reuse.
    expect((await post("Warm-up task")).statusCode).toBe(201);
    const { result, statements } = await counter.counted(() => post("Mount a TV"));
    expect(result.statusCode).toBe(201);
    const task = result.json() as Task;
    expect(task.title).toBe("Mount a TV");
    expect(task.status).toBe("open");
    // The limit check; begin, the insert that answers, the event, the alert job (pg-boss looks its key up
    // in its archive, then inserts), commit.
    expect(statements).toBe(7);
  });

  it("refuses an unknown category with 400 and writes nothing", async () => {
    const { result } = await counter.counted(() => post("No such category", { categoryId: crypto.randomUUID() }));
    expect(result.statusCode).toBe(400);
    const mine = (await customer.inject({ method: "GET", url: "/api/tasks/mine" })).json() as Task[];
    expect(mine.map((task) => task.title)).not.toContain("No such category");
  });
});
