// Builds every demo row in memory (no database work), so seed.ts can insert one batch per table.
// Everything but the ids and "now" comes from a seeded PRNG: every fresh database gets the same
// people, tasks, money and words.
import type {
  bookings,
  conversations,
  messages,
  payments,
  reviews,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  tasks,
  users,
} from "../schema";
import {
  AVAILABILITY_PRESETS,
  BIO_OPENERS,
  BIO_STYLES,
  BIO_TOOLS,
  BUSINESS_NAMES,
  CATEGORIES,
  CITIES,
  CUSTOMER_NAMES,
  OFFER_MESSAGES,
  REVIEW_COMMENTS,
  STREETS,
  TASK_TEMPLATES,
  TASKER_NAMES,
  TRADES,
  type CategoryName,
  type City,
  type TaskTemplate,
} from "./content";
import { createRng, type Rng } from "./random";

export const SEED = 20241122;
export const SHARED_PASSWORD = "taskly-demo-pass";
export const DEMO_ACCOUNTS = {
  customer: {
    email: "customer@taskly.dev",
    password: "customer-demo-pass",
    username: "democustomer",
    firstName: "Casey",
    lastName: "Morgan",
    userType: "customer",
  },
  tasker: {
    email: "tasker@taskly.dev",
    password: "tasker-demo-pass",
    username: "demotasker",
    firstName: "Taylor",
    lastName: "Brooks",
    userType: "tasker",
  },
  both: {
    email: "both@taskly.dev",
    password: "both-demo-pass",
    username: "demoboth",
    firstName: "Jordan",
    lastName: "Lee",
    userType: "both",
  },
  admin: {
    email: "admin@taskly.dev",
    password: "admin-demo-pass",
    username: "demoadmin",
    firstName: "Alex",
    lastName: "Admin",
    userType: "admin",
  },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface SeedHashes {
  shared: string;
  demo: Record<DemoRole, string>;
}

export interface SeedRows {
  users: (typeof users.$inferInsert)[];
  categories: (typeof serviceCategories.$inferInsert)[];
  taskerProfiles: (typeof taskerProfiles.$inferInsert)[];
  tasks: (typeof tasks.$inferInsert)[];
  offers: (typeof taskOffers.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  city: City;
  createdAt: Date;
  /** Can own tasks in the past (not a brand-new sign-up). */
  established: boolean;
}
interface Tasker extends Person {
  profileId: string;
  skills: CategoryName[];
  rateCents: number;
}
interface TaskRow {
  id: string;
  customer: Person;
  category: CategoryName;
  template: TaskTemplate;
  createdAt: Date;
}
interface OfferRow {
  id: string;
  tasker: Tasker;
  rateCents: number;
  hours: number;
}
interface BookingRow {
  id: string;
  task: TaskRow;
  tasker: Tasker;
  customer: Person;
  start: Date;
  end: Date;
  totalCents: number;
}

/** Money as numeric(10,2) text from integer cents (never float sums). */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The order PostgreSQL uses for uuid values (bytewise), which is lowercase-hex string order. */
export function orderedPair(a: string, b: string): [string, string] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, "");
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

export function buildSeed(now: Date, hashes: SeedHashes, newId: () => string): SeedRows {
  const rng: Rng = createRng(SEED);
  const rows: SeedRows = {
    users: [],
    categories: [],
    taskerProfiles: [],
    tasks: [],
    offers: [],
    bookings: [],
    payments: [],
    reviews: [],
    conversations: [],
    messages: [],
  };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  /** A time `days` from today at `hour`:00 UTC (14-22 UTC is a US working day). */
  const at = (days: number, hour: number, minute = 0) => new Date(today + days * DAY + hour * HOUR + minute * MINUTE);
  const before = (date: Date, ms: number) => new Date(date.getTime() - ms);
  const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
  const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
  const hourNow = new Date(Math.floor(now.getTime() / HOUR) * HOUR);

  // ---------------------------------------------------------------- categories
  for (const c of CATEGORIES) {
    rows.categories.push({ id: newId(), name: c.name, description: c.description, icon: c.icon, baseRate: c.baseRate });
  }
  const categoryId = new Map(rows.categories.map((c) => [c.name as CategoryName, c.id!]));
  const baseRateCents = new Map(CATEGORIES.map((c) => [c.name as CategoryName, Math.round(Number(c.baseRate) * 100)]));

  // ---------------------------------------------------------------- people
  const phone = (city: City) => `(${city.area}) 555-0${String(rng.int(100, 199))}`;
  const cityNamed = (name: string) => CITIES.find((c) => c.city === name)!;
  const addUser = (
    person: Person,
    fields: { email: string; username: string; userType: string; passwordHash: string; phone?: string | null },
  ) => {
    rows.users.push({
      id: person.id,
      username: fields.username,
      email: fields.email,
      passwordHash: fields.passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: fields.phone ?? null,
      userType: fields.userType,
      location: `${person.city.city}, ${person.city.state}`,
      createdAt: person.createdAt,
    });
  };
  const demoPerson = (role: DemoRole, city: City, daysAgo: number): Person => {
    const a = DEMO_ACCOUNTS[role];
    const person: Person = {
      id: newId(),
      firstName: a.firstName,
      lastName: a.lastName,
      city,
      createdAt: at(-daysAgo, 15),
      established: true,
    };
    addUser(person, {
      email: a.email,
      username: a.username,
      userType: a.userType,
      passwordHash: hashes.demo[role],
      phone: role === "admin" ? null : phone(city),
    });
    return person;
  };

  const admin = demoPerson("admin", cityNamed("Austin"), 720);
  void admin;
  const casey = demoPerson("customer", cityNamed("Austin"), 400);
  const taylorPerson = demoPerson("tasker", cityNamed("Austin"), 640);
  const jordanPerson = demoPerson("both", cityNamed("Brooklyn"), 380);

  const taskers: Tasker[] = [];
  const profileStats = new Map<string, { ratingCents?: number; totalReviews?: number; completedExtra: number }>();
  const addProfile = (
    tasker: Tasker,
    p: { bio: string; experience: string; availability: (typeof AVAILABILITY_PRESETS)[number]; isVerified: boolean },
  ) => {
    rows.taskerProfiles.push({
      id: tasker.profileId,
      userId: tasker.id,
      bio: p.bio,
      skills: tasker.skills,
      hourlyRate: money(tasker.rateCents),
      experience: p.experience,
      availability: { ...p.availability, days: [...p.availability.days] },
      isVerified: p.isVerified,
      createdAt: tasker.createdAt,
    });
    taskers.push(tasker);
  };

  const taylor: Tasker = {
    ...taylorPerson,
    profileId: newId(),
    skills: ["Mounting", "Furniture Assembly", "Home Repairs", "Painting"],
    rateCents: 6500,
  };
  addProfile(taylor, {
    bio:
      "Taylor here, a handyman from Austin TX who loves the satisfying jobs: TVs mounted perfectly level, shelves that hold real weight " +
      "and furniture built to last. I've been doing this full time for 9 years. I bring my own drill, stud finder, levels and hardware, " +
      "send a photo when the job is done and always clean up before I leave. Business: Brooks Home Services",
    experience: "9 years",
    availability: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      hours: "8am - 6pm",
      weekdays: true,
      weekends: true,
    },
    isVerified: true,
  });
  const jordan: Tasker = {
    ...jordanPerson,
    profileId: newId(),
    skills: ["Cleaning", "Yard Work", "Painting"],
    rateCents: 3800,
  };
  addProfile(jordan, {
    bio:
      "I split my week between my own small jobs and helping neighbors: deep cleans, garden beds and fresh coats of paint. " +
      "Four years of weekend work so far. I'm friendly with pets and kids, and I always wear shoe covers indoors.",
    experience: "4 years",
    availability: AVAILABILITY_PRESETS[1],
    isVerified: false,
  });
  profileStats.set(taylor.id, { completedExtra: 0 });
  profileStats.set(jordan.id, { completedExtra: 0 });

  const categoryOrder = CATEGORIES.map((c) => c.name as CategoryName);
  const businessCursor = new Map<CategoryName, number>();
  TASKER_NAMES.forEach(([firstName, lastName], i) => {
    const city = CITIES[i % CITIES.length];
    const primary = categoryOrder[(i + Math.floor(i / 10) * 3) % categoryOrder.length];
    const skills: CategoryName[] = [primary, ...rng.sample(TRADES[primary].related, rng.int(0, 2))];
    if (i % 3 === 0 && !skills.includes("Mounting")) {
      if (skills.length >= 4) skills[3] = "Mounting";
      else skills.push("Mounting");
    }
    const factor = 0.75 + rng.next() * 0.8;
    const rateDollars = Math.min(120, Math.max(25, Math.round((baseRateCents.get(primary)! / 100) * factor)));
    const rateCents = rateDollars * 100 + (rng.chance(0.2) ? 50 : 0);
    const years = rng.int(1, 18);
    const createdAt = at(-rng.int(320, 700), rng.int(13, 23), rng.int(0, 59));
    const tasker: Tasker = {
      id: newId(),
      profileId: newId(),
      firstName,
      lastName,
      city,
      createdAt,
      established: true,
      skills,
      rateCents,
    };
    const parts: string[] = [];
    const hasFrom = i % 3 === 1 && !city.city.includes(" ");
    if (hasFrom) {
      const trade = TRADES[primary].trade;
      parts.push(`${firstName} here, ${article(trade)} ${trade} from ${city.city} ${city.state}.`);
    }
    parts.push(rng.pick(BIO_OPENERS[primary]).replace("{years}", String(years)));
    parts.push(rng.pick(BIO_TOOLS.filter((t) => !t.for || t.for.includes(primary))).text);
    parts.push(rng.pick(BIO_STYLES));
    let bio = parts.join(" ");
    if (i % 3 === 2) {
      const names = BUSINESS_NAMES[primary];
      const n = businessCursor.get(primary) ?? 0;
      businessCursor.set(primary, n + 1);
      bio += ` Business: ${names[n % names.length]}`;
    }
    addUser(tasker, {
      email: `${slug(firstName)}.${slug(lastName)}@example.com`,
      username: `${slug(firstName)}${slug(lastName)}`,
      userType: i % 12 === 5 ? "both" : "tasker",
      passwordHash: hashes.shared,
      phone: rng.chance(0.8) ? phone(city) : null,
    });
    addProfile(tasker, {
      bio,
      experience: `${years} year${years === 1 ? "" : "s"}`,
      availability: rng.pick(AVAILABILITY_PRESETS),
      isVerified: rng.chance(0.6),
    });
    profileStats.set(tasker.id, { completedExtra: 0 });
  });

  const customers: Person[] = CUSTOMER_NAMES.map(([firstName, lastName], i) => {
    const city = CITIES[i % CITIES.length];
    const recent = i >= 17; // a few brand-new sign-ups for the admin dashboard
    const person: Person = {
      id: newId(),
      firstName,
      lastName,
      city,
      established: !recent,
      createdAt: recent
        ? at(-rng.int(1, 12), rng.int(13, 23), rng.int(0, 59))
        : at(-rng.int(320, 700), rng.int(13, 23), rng.int(0, 59)),
    };
    addUser(person, {
      email: `${slug(firstName)}.${slug(lastName)}@example.com`,
      username: `${slug(firstName)}${slug(lastName)}`,
      userType: "customer",
      passwordHash: hashes.shared,
      phone: rng.chance(0.7) ? phone(city) : null,
    });
    return person;
  });
  const establishedCustomers = customers.filter((c) => c.established);
  const customersIn = (city: City) => establishedCustomers.filter((c) => c.city === city);
  const generatedTaskers = taskers.filter((t) => t !== taylor && t !== jordan);

  /** Taskers with the skill, those in `city` first, then the rest in a stable shuffled order. */
  const taskersFor = (category: CategoryName, city: City, exclude: Tasker[] = []) => {
    const able = generatedTaskers.filter((t) => t.skills.includes(category) && !exclude.includes(t));
    const local = able.filter((t) => t.city === city);
    const rest = rng.sample(
      able.filter((t) => t.city !== city),
      able.length,
    );
    return [...local, ...rest];
  };

  // ---------------------------------------------------------------- tasks, offers, bookings
  const templateCursor = new Map<CategoryName, number>();
  const templateFor = (category: CategoryName, title?: string): TaskTemplate => {
    const list = TASK_TEMPLATES[category];
    if (title) {
      const found = list.find((t) => t.title === title);
      if (!found) throw new Error(`No task template "${title}"`);
      return found;
    }
    const n = templateCursor.get(category) ?? 0;
    templateCursor.set(category, n + 1);
    return list[n % list.length];
  };

  const addTask = (o: {
    customer: Person;
    category: CategoryName;
    title?: string;
    status: string;
    scheduled: Date;
    createdAt: Date;
    tasker?: Tasker;
  }): TaskRow => {
    const template = templateFor(o.category, o.title);
    const budget = Math.round(rng.int(template.budget[0], template.budget[1]) / 5) * 5;
    const task: TaskRow = { id: newId(), customer: o.customer, category: o.category, template, createdAt: o.createdAt };
    rows.tasks.push({
      id: task.id,
      customerId: o.customer.id,
      categoryId: categoryId.get(o.category)!,
      title: template.title,
      description: template.description,
      location: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${o.customer.city.city}, ${o.customer.city.state}`,
      budget: money(budget * 100),
      scheduledDate: o.scheduled,
      status: o.status,
      taskerId: o.tasker?.id ?? null,
      createdAt: o.createdAt,
    });
    return task;
  };

  const addOffer = (
    task: TaskRow,
    tasker: Tasker,
    status: string,
    createdAt: Date,
    extra: { message?: string; rateCents?: number; hours?: number } = {},
  ): OfferRow => {
    const rateCents = extra.rateCents ?? Math.max(2500, tasker.rateCents + rng.pick([-500, 0, 0, 0, 500]));
    const hours = extra.hours ?? Math.max(1, task.template.hours + rng.pick([0, 0, 0, 1, -1]));
    const offer: OfferRow = { id: newId(), tasker, rateCents, hours };
    rows.offers.push({
      id: offer.id,
      taskId: task.id,
      taskerId: tasker.id,
      message: extra.message ?? rng.pick(OFFER_MESSAGES),
      proposedRate: money(rateCents),
      estimatedDuration: hours,
      status,
      createdAt,
    });
    return offer;
  };

  // Active (confirmed / in progress) bookings of one tasker never overlap: the exclusion constraint.
  const activeSlots = new Map<string, [number, number][]>();
  const reserve = (tasker: Tasker, start: Date, hours: number): Date => {
    const slots = activeSlots.get(tasker.id) ?? [];
    let s = start.getTime();
    while (slots.some(([a, b]) => s < b + HOUR && s + hours * HOUR > a - HOUR)) s += DAY;
    slots.push([s, s + hours * HOUR]);
    activeSlots.set(tasker.id, slots);
    return new Date(s);
  };

  let paymentCounter = 0;
  const completedCount = new Map<string, number>();
  const addBooking = (task: TaskRow, offer: OfferRow, status: string, start: Date, createdAt: Date): BookingRow => {
    const end = after(start, offer.hours * HOUR);
    const subtotal = offer.rateCents * offer.hours;
    const fee = Math.round((subtotal * 5) / 100);
    const total = subtotal + fee;
    const booking: BookingRow = {
      id: newId(),
      task,
      tasker: offer.tasker,
      customer: task.customer,
      start,
      end,
      totalCents: total,
    };
    const paymentStatus = status === "completed" ? "captured" : status === "cancelled" ? "refunded" : "authorized";
    const cancelledAt = status === "cancelled" ? earliest(before(start, DAY), before(now, HOUR)) : null;
    rows.bookings.push({
      id: booking.id,
      taskId: task.id,
      customerId: task.customer.id,
      taskerId: offer.tasker.id,
      offerId: offer.id,
      scheduledDate: start,
      endsAt: end,
      duration: offer.hours,
      hourlyRate: money(offer.rateCents),
      subtotal: money(subtotal),
      serviceFee: money(fee),
      totalAmount: money(total),
      status,
      paymentStatus,
      createdAt,
      startedAt: status === "in_progress" || status === "completed" ? start : null,
      completedAt: status === "completed" ? end : null,
      cancelledAt,
      cancelledBy: cancelledAt ? task.customer.id : null,
      cancellationFee: cancelledAt ? "0.00" : null,
      refundAmount: cancelledAt ? money(total) : null,
    });
    paymentCounter += 1;
    const settledAt = status === "completed" ? end : (cancelledAt ?? createdAt);
    rows.payments.push({
      bookingId: booking.id,
      provider: "builtin",
      providerRef: `seed_${paymentCounter}`,
      status: paymentStatus,
      currency: "USD",
      amount: money(total),
      capturedAmount: paymentStatus === "authorized" ? "0.00" : money(total),
      refundedAmount: paymentStatus === "refunded" ? money(total) : "0.00",
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt,
      updatedAt: settledAt,
    });
    if (status === "completed") completedCount.set(offer.tasker.id, (completedCount.get(offer.tasker.id) ?? 0) + 1);
    return booking;
  };

  const reviewRatings: { booking: BookingRow; rating: number; createdAt: Date; comment?: string }[] = [];
  const addReview = (booking: BookingRow, rating: number, comment?: string) => {
    const createdAt = earliest(after(booking.end, rng.int(2, 60) * HOUR), before(now, 30 * MINUTE));
    reviewRatings.push({ booking, rating, createdAt, comment });
  };
  const randomRating = () => {
    const r = rng.next();
    return r < 0.58 ? 5 : r < 0.86 ? 4 : r < 0.95 ? 3 : r < 0.99 ? 2 : 1;
  };

  /** A whole task lifecycle: task, the accepted offer (plus declined ones), the booking and its payment. */
  const bookedTask = (o: {
    customer: Person;
    tasker: Tasker;
    category: CategoryName;
    title?: string;
    taskStatus: string;
    bookingStatus: string;
    start: Date;
    declined?: number;
    offer?: { message?: string; rateCents?: number; hours?: number };
  }) => {
    const template = templateFor(o.category, o.title);
    const hours = o.offer?.hours ?? template.hours;
    const active = o.bookingStatus === "confirmed" || o.bookingStatus === "in_progress";
    const start = active ? reserve(o.tasker, o.start, hours) : o.start;
    // Upcoming work was posted 4-9 days ago; past work 3-10 days before it took place.
    const createdAt =
      start > now
        ? before(hourNow, rng.int(4, 9) * DAY + rng.int(0, 8) * HOUR)
        : before(start, rng.int(3, 10) * DAY + rng.int(0, 8) * HOUR);
    const task = addTask({
      customer: o.customer,
      category: o.category,
      title: template.title,
      status: o.taskStatus,
      scheduled: start,
      createdAt,
      tasker: o.taskStatus === "cancelled" ? undefined : o.tasker,
    });
    const offerAt = after(createdAt, rng.int(1, 10) * HOUR);
    const offer = addOffer(task, o.tasker, "accepted", offerAt, { ...o.offer, hours });
    for (const other of taskersFor(o.category, o.customer.city, [o.tasker]).slice(0, o.declined ?? 0)) {
      addOffer(task, other, "declined", after(offerAt, rng.int(1, 12) * HOUR));
    }
    const booking = addBooking(task, offer, o.bookingStatus, start, after(offerAt, rng.int(1, 6) * HOUR));
    return { task, booking };
  };

  const openTask = (o: {
    customer: Person;
    category: CategoryName;
    title?: string;
    days: number;
    hour: number;
    createdHoursAgo: number;
  }) =>
    addTask({
      customer: o.customer,
      category: o.category,
      title: o.title,
      status: "open",
      scheduled: at(o.days, o.hour),
      createdAt: before(hourNow, o.createdHoursAgo * HOUR - rng.int(0, 50) * MINUTE),
    });
  const pendingOffers = (task: TaskRow, offerers: Tasker[], firstHoursAfter = 1) => {
    offerers.forEach((t, n) => {
      const createdAt = earliest(
        after(task.createdAt, (firstHoursAfter + n * rng.int(1, 5)) * HOUR),
        before(now, (n + 1) * 7 * MINUTE),
      );
      addOffer(task, t, "pending", createdAt);
    });
  };

  // --- The demo customer's tasks (Casey Morgan, Austin).
  const caseyTv = openTask({
    customer: casey,
    category: "Mounting",
    title: "Mount 65-inch TV above fireplace",
    days: 5,
    hour: 15,
    createdHoursAgo: 52,
  });
  addOffer(caseyTv, taylor, "pending", after(caseyTv.createdAt, 2 * HOUR), {
    rateCents: 6500,
    hours: 2,
    message:
      "Hi Casey! I mount TVs over fireplaces every week, including drywall over brick. I'll bring masonry anchors and can hide the cables in the wall.",
  });
  pendingOffers(caseyTv, taskersFor("Mounting", casey.city).slice(0, 3), 4);

  const caseyWardrobe = openTask({
    customer: casey,
    category: "Furniture Assembly",
    title: "Assemble IKEA PAX wardrobe",
    days: 8,
    hour: 14,
    createdHoursAgo: 26,
  });
  const wardrobeOfferers = taskersFor("Furniture Assembly", casey.city).slice(0, 3);
  pendingOffers(caseyWardrobe, wardrobeOfferers);

  const caseyClean = openTask({
    customer: casey,
    category: "Cleaning",
    title: "Deep clean 2-bedroom apartment",
    days: 12,
    hour: 15,
    createdHoursAgo: 8,
  });
  addOffer(caseyClean, jordan, "pending", after(caseyClean.createdAt, 2 * HOUR), {
    rateCents: 3800,
    hours: 5,
    message:
      "Hi Casey, I'd be glad to deep clean your apartment. I bring all supplies, and inside the fridge and oven are included.",
  });

  const caseyPaint = bookedTask({
    customer: casey,
    tasker: taylor,
    category: "Painting",
    title: "Patch and paint bedroom wall",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: at(3, 15),
    declined: 1,
    offer: { rateCents: 6500, hours: 3 },
  });
  const austinPlumber = taskersFor("Plumbing", casey.city)[0];
  const caseyFaucet = bookedTask({
    customer: casey,
    tasker: austinPlumber,
    category: "Plumbing",
    title: "Fix leaky kitchen faucet",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(hourNow, HOUR),
    offer: { hours: 2 },
  });
  void caseyFaucet;
  const caseyGallery = bookedTask({
    customer: casey,
    tasker: taylor,
    category: "Mounting",
    title: "Hang a gallery wall",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: at(-20, 16),
    declined: 2,
    offer: { rateCents: 6000, hours: 2 },
  });
  addReview(
    caseyGallery.booking,
    5,
    "Taylor hung eleven frames on our staircase wall and every one is perfectly level. Quick, tidy and so friendly!",
  );
  const caseyMover = taskersFor("Moving", casey.city)[0];
  const caseyCouch = bookedTask({
    customer: casey,
    tasker: caseyMover,
    category: "Moving",
    title: "Move couch up three flights",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: at(-45, 18),
    offer: { hours: 1 },
  });
  addReview(
    caseyCouch.booking,
    4,
    "Got the sectional up three flights without a scratch on the walls. Ran a little late but kept me posted.",
  );
  const caseyLeaves = bookedTask({
    customer: casey,
    tasker: taskersFor("Yard Work", casey.city)[0],
    category: "Yard Work",
    title: "Fall leaf cleanup",
    taskStatus: "cancelled",
    bookingStatus: "cancelled",
    start: at(-10, 15),
  });
  void caseyLeaves;

  // --- The demo tasker's other work (Taylor Brooks, Austin).
  const austinCustomers = customersIn(taylor.city);
  const taylorHistory: [string, CategoryName, number, number][] = [
    ["Hang heavy mirror and curtain rods", "Mounting", -9, 5],
    ["Assemble standing desk", "Furniture Assembly", -33, 5],
    ["Install floating shelves", "Mounting", -61, 4],
    ["Fix sticking front door", "Home Repairs", -95, 5],
  ];
  const taylorDone = taylorHistory.map(([title, category, days, rating], n) => {
    const customer =
      n < 2 ? austinCustomers[n % austinCustomers.length] : establishedCustomers[(n * 5) % establishedCustomers.length];
    const done = bookedTask({
      customer,
      tasker: taylor,
      category,
      title,
      taskStatus: "completed",
      bookingStatus: "completed",
      start: at(days, 15 + n),
    });
    addReview(done.booking, rating);
    return done;
  });
  const soundbarCustomer = austinCustomers[1 % austinCustomers.length];
  const taylorSoundbar = bookedTask({
    customer: soundbarCustomer,
    tasker: taylor,
    category: "Mounting",
    title: "Mount soundbar and TV",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: at(6, 14),
    declined: 1,
    offer: { rateCents: 6500, hours: 2 },
  });
  const shelvesCustomer = austinCustomers[0];
  const taylorShelves = bookedTask({
    customer: shelvesCustomer,
    tasker: taylor,
    category: "Mounting",
    title: "Install floating shelves",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(hourNow, HOUR),
    offer: { rateCents: 6500, hours: 3 },
  });

  // --- The "both" demo account (Jordan Lee, Brooklyn): a customer and a tasker.
  const jordanDesk = openTask({
    customer: jordan,
    category: "Furniture Assembly",
    title: "Assemble standing desk",
    days: 4,
    hour: 16,
    createdHoursAgo: 30,
  });
  const deskHelper = taskersFor("Furniture Assembly", jordan.city)[0];
  pendingOffers(jordanDesk, [deskHelper]);
  addOffer(jordanDesk, taylor, "pending", after(jordanDesk.createdAt, 5 * HOUR), {
    rateCents: 6500,
    hours: 1,
    message: "Hi Jordan! Standing desks are quick for me, about an hour including the cable tray. Happy to help.",
  });
  const jordanDoorbell = bookedTask({
    customer: jordan,
    tasker: taskersFor("Electrical", jordan.city)[0],
    category: "Electrical",
    title: "Install doorbell camera",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: at(-15, 17),
  });
  addReview(
    jordanDoorbell.booking,
    5,
    "Swapped the transformer and had the doorbell camera working in under an hour. Great work.",
  );
  const brooklynCustomers = customersIn(jordan.city);
  const jordanJobs: [CategoryName, number][] = [
    ["Cleaning", -27],
    ["Yard Work", -70],
  ];
  jordanJobs.forEach(([category, days], n) => {
    const done = bookedTask({
      customer: brooklynCustomers[n % brooklynCustomers.length],
      tasker: jordan,
      category,
      taskStatus: "completed",
      bookingStatus: "completed",
      start: at(days, 15),
      offer: { rateCents: 3800 },
    });
    addReview(done.booking, n === 0 ? 5 : 4);
  });
  const jordanUpcoming = bookedTask({
    customer: brooklynCustomers[0],
    tasker: jordan,
    category: "Cleaning",
    title: "Move-out cleaning",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: at(2, 15),
    offer: { rateCents: 3800, hours: 4 },
  });

  // --- Everyone else: open tasks with offers, upcoming and running bookings, cancellations, history.
  const openPlan: [CategoryName, number][] = [
    ["Mounting", 3],
    ["Cleaning", 7],
    ["Moving", 10],
    ["Yard Work", 6],
    ["Painting", 14],
    ["Delivery", 2],
    ["Furniture Assembly", 9],
    ["Home Repairs", 5],
    ["Mounting", 11],
    ["Electrical", 4],
    ["Plumbing", 8],
    ["Cleaning", 16],
  ];
  openPlan.forEach(([category, days], n) => {
    const customer = n === 0 ? austinCustomers[1 % austinCustomers.length] : customers[(n * 7 + 2) % customers.length];
    const task = openTask({ customer, category, days, hour: 14 + (n % 6), createdHoursAgo: rng.int(3, 90) });
    const count = [0, 1, 2, 3, 4][(n * 3) % 5];
    const offerers = taskersFor(category, customer.city).slice(0, count);
    if (n === 0) offerers.unshift(taylor); // the demo tasker's own pending offer on someone else's task
    pendingOffers(task, offerers);
  });

  const upcomingPlan: [CategoryName, number, number][] = [
    ["Moving", 1, 15],
    ["Cleaning", 4, 14],
    ["Painting", 5, 16],
    ["Yard Work", 7, 15],
    ["Mounting", 9, 17],
    ["Delivery", 2, 19],
  ];
  upcomingPlan.forEach(([category, days, hour], n) => {
    const customer = establishedCustomers[(n * 5 + 1) % establishedCustomers.length];
    bookedTask({
      customer,
      tasker: taskersFor(category, customer.city)[n % 2],
      category,
      taskStatus: "assigned",
      bookingStatus: "confirmed",
      start: at(days, hour),
      declined: n % 3,
    });
  });
  const runningCustomer = establishedCustomers[8];
  bookedTask({
    customer: runningCustomer,
    tasker: taskersFor("Cleaning", runningCustomer.city)[0],
    category: "Cleaning",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(hourNow, 2 * HOUR),
    offer: { hours: 4 },
  });

  const cancelledPlan: [CategoryName, number][] = [
    ["Painting", -6],
    ["Delivery", 3],
    ["Home Repairs", -18],
  ];
  cancelledPlan.forEach(([category, days], n) => {
    const customer = establishedCustomers[(n * 4 + 6) % establishedCustomers.length];
    const task = addTask({
      customer,
      category,
      status: "cancelled",
      scheduled: at(days, 16),
      createdAt: earliest(at(days - rng.int(3, 8), 14), before(now, 2 * DAY)),
    });
    taskersFor(category, customer.city)
      .slice(0, n)
      .forEach((t, k) => addOffer(task, t, "declined", after(task.createdAt, (k + 2) * HOUR)));
  });

  // History: every generated tasker gets 0-4 completed jobs for customers in their city over the past ten months.
  for (const tasker of generatedTaskers) {
    const jobs = [0, 1, 1, 2, 2, 3, 3, 4][rng.int(0, 7)];
    for (let n = 0; n < jobs; n += 1) {
      const local = customersIn(tasker.city);
      const customer = rng.pick(local.length > 0 ? local : establishedCustomers);
      const category = rng.pick(tasker.skills);
      const { booking } = bookedTask({
        customer,
        tasker,
        category,
        taskStatus: "completed",
        bookingStatus: "completed",
        start: at(-rng.int(3, 300), rng.int(14, 21)),
        declined: rng.chance(0.3) ? 1 : 0,
      });
      if (rng.chance(0.85)) addReview(booking, randomRating());
    }
  }

  // ---------------------------------------------------------------- reviews and tasker stats
  const byTasker = new Map<string, typeof reviewRatings>();
  for (const r of reviewRatings) {
    const list = byTasker.get(r.booking.tasker.id) ?? [];
    list.push(r);
    byTasker.set(r.booking.tasker.id, list);
  }
  for (const list of byTasker.values()) {
    // Keep every average at 3.5 or more: the lowest ratings of a thin record are raised.
    while (list.reduce((s, r) => s + r.rating, 0) < 3.6 * list.length) {
      const lowest = list.reduce((a, b) => (b.rating < a.rating ? b : a));
      lowest.rating = 5;
      lowest.comment = undefined;
    }
  }
  const commentCursor = new Map<number, number>();
  for (const r of reviewRatings) {
    let comment = r.comment;
    if (!comment) {
      const list = REVIEW_COMMENTS[r.rating];
      const n = commentCursor.get(r.rating) ?? rng.int(0, list.length - 1);
      commentCursor.set(r.rating, n + 1);
      comment = list[n % list.length];
    }
    rows.reviews.push({
      id: newId(),
      bookingId: r.booking.id,
      reviewerId: r.booking.customer.id,
      taskerId: r.booking.tasker.profileId,
      rating: r.rating,
      comment,
      createdAt: r.createdAt,
    });
  }
  for (const profile of rows.taskerProfiles) {
    const list = byTasker.get(profile.userId) ?? [];
    const completed = completedCount.get(profile.userId) ?? 0;
    if (list.length > 0) {
      const sum = list.reduce((s, r) => s + r.rating, 0);
      profile.rating = money(Math.round((sum * 100) / list.length));
      profile.totalReviews = list.length;
      profile.completedTasks = completed;
    } else {
      // No reviews yet: new on taskly. Rating and count always match the review rows a
      // profile lists; the draw keeps the generator's sequence as it was.
      rng.int(2, 24);
      rng.int(380, 490);
      profile.rating = money(0);
      profile.totalReviews = 0;
      rng.int(0, 8);
      profile.completedTasks = completed;
    }
  }

  // ---------------------------------------------------------------- conversations and messages
  type Line = [Person, string, number]; // sender, text, minutes after the previous line
  const conversation = (a: Person, b: Person, task: TaskRow | null, start: Date, lines: Line[], unreadFor?: Person) => {
    const [userA, userB] = orderedPair(a.id, b.id);
    const id = newId();
    let t = start.getTime();
    const msgs = lines.map(([sender, content, minutes], n) => {
      t += (n === 0 ? 0 : minutes) * MINUTE;
      const receiver = sender === a ? b : a;
      return {
        id: newId(),
        conversationId: id,
        senderId: sender.id,
        receiverId: receiver.id,
        content,
        createdAt: new Date(t),
        readAt: null as Date | null,
        receiver,
      };
    });
    if (t >= now.getTime()) throw new Error(`Seed conversation ends in the future: ${lines[0][1]}`);
    let unread = true;
    for (let n = msgs.length - 1; n >= 0; n -= 1) {
      const m = msgs[n];
      if (unread && unreadFor && m.receiver === unreadFor) continue;
      unread = false;
      m.readAt = earliest(after(m.createdAt, rng.int(2, 45) * MINUTE), now);
    }
    rows.conversations.push({
      id,
      userA,
      userB,
      taskId: task?.id ?? null,
      lastMessageAt: new Date(t),
      createdAt: new Date(start),
    });
    for (const { receiver, ...m } of msgs) {
      void receiver;
      rows.messages.push(m);
    }
  };
  const ago = (ms: number) => before(hourNow, ms);

  conversation(
    casey,
    taylor,
    caseyTv,
    ago(46 * HOUR),
    [
      [
        casey,
        "Hi Taylor, thanks for the offer! The wall above the fireplace is drywall over brick. Is that a problem for the mount?",
        0,
      ],
      [
        taylor,
        "Hi Casey! Not a problem at all. I'll drill into the brick with masonry anchors, which holds even better than studs.",
        38,
      ],
      [casey, "Great. Can you hide the HDMI and power cables too?", 12],
      [
        taylor,
        "Yes, with a recessed power kit I can run them inside the wall. It adds about 30 minutes and the kit is around $40 if you pick one up.",
        21,
      ],
      [casey, "Perfect, I'll order the kit today.", 95],
      [
        taylor,
        "Sounds good! Once you accept the offer I'll see you on the scheduled day. Please clear the mantel before I arrive.",
        22 * 60,
      ],
    ],
    casey,
  );
  conversation(
    casey,
    taylor,
    caseyPaint.task,
    ago(3 * DAY),
    [
      [taylor, "Thanks for booking me, Casey! Do you have the paint, or should I pick up a sample to match?", 0],
      [
        casey,
        "I have a leftover can of the original color in the garage: Benjamin Moore Pale Oak, eggshell finish.",
        47,
      ],
      [
        taylor,
        "That works. I'll bring a fresh roller and a patch kit. The patch needs a couple of hours to dry, so plan on about three hours total.",
        15,
      ],
      [casey, "Sounds good. Street parking is free in front of the house.", 9],
      [
        casey,
        "One more thing: could you also look at a small crack above the closet door while you're here?",
        2 * 24 * 60 + 20 * 60,
      ],
    ],
    taylor,
  );
  const wardrobeHelper = wardrobeOfferers[0];
  conversation(
    casey,
    wardrobeHelper,
    caseyWardrobe,
    ago(20 * HOUR),
    [
      [
        wardrobeHelper,
        "Hi Casey, I saw your PAX wardrobe task. Do you already have the sliding doors and the organizers?",
        0,
      ],
      [casey, "Yes, everything is here, 14 boxes in total!", 31],
      [
        wardrobeHelper,
        "Great, that's about four hours of work. I'll anchor both frames to the wall with the included brackets.",
        18,
      ],
      [
        wardrobeHelper,
        "Also, are your ceilings at least 8 feet? The tall frames need some room to tilt up during assembly.",
        6,
      ],
    ],
    casey,
  );
  conversation(casey, caseyMover, caseyCouch.task, before(caseyCouch.booking.start, 2 * DAY), [
    [casey, "Hi! The sectional is supposed to arrive around noon. Can you come at 1?", 0],
    [caseyMover, "1pm works. Is there an elevator or is it stairs only?", 25],
    [casey, "Stairs only, third floor, sorry!", 4],
    [caseyMover, "No worries, I'll bring lifting straps. See you then.", 11],
    [casey, "Thank you so much, the couch looks great and not a scratch on the walls!", 2 * 24 * 60 + 3 * 60],
    [caseyMover, "Glad I could help. Enjoy the new couch!", 40],
  ]);
  conversation(
    taylor,
    soundbarCustomer,
    taylorSoundbar.task,
    ago(3 * DAY),
    [
      [
        soundbarCustomer,
        "Hi Taylor, quick question before the appointment: the walls in my building are plaster. Will you need anything special?",
        0,
      ],
      [
        taylor,
        "Good to know! I'll bring a masonry bit and toggle bolts for plaster. Is the TV mount tilting or fixed?",
        52,
      ],
      [soundbarCustomer, "Tilting. The soundbar came with its own bracket.", 16],
      [taylor, "Perfect, I'll mount the soundbar right under the TV and keep the cables tidy.", 7],
      [soundbarCustomer, "Great! Also, is it ok if my cat is home? She's very friendly.", 2 * 24 * 60 + 14 * 60],
    ],
    taylor,
  );
  conversation(taylor, shelvesCustomer, taylorShelves.task, ago(26 * HOUR), [
    [shelvesCustomer, "Hi Taylor, see you tomorrow! The shelves are in the living room, still in their boxes.", 0],
    [taylor, "Thanks! I'll find the studs first and mark the layout for you to approve before drilling.", 34],
    [taylor, "On my way, about 10 minutes out.", 24 * 60 + 10],
    [shelvesCustomer, "Great, I'll leave the side gate open for you.", 3],
  ]);
  const mirror = taylorDone[0];
  conversation(taylor, mirror.booking.customer, mirror.task, before(mirror.booking.start, 2 * DAY), [
    [mirror.booking.customer, "Hi Taylor! Could you bring extra wall anchors? The mirror is really heavy.", 0],
    [taylor, "Absolutely, I always carry heavy-duty anchors and a French cleat for big mirrors.", 20],
    [mirror.booking.customer, "Everything looks amazing, thank you!", 2 * 24 * 60 + 4 * 60],
    [taylor, "Thank you! If you ever need anything else mounted, just message me.", 15],
  ]);
  conversation(
    jordan,
    deskHelper,
    jordanDesk,
    ago(20 * HOUR),
    [
      [
        deskHelper,
        "Hi Jordan, I can assemble the desk and install the cable tray. Against a wall or floating in the room?",
        0,
      ],
      [jordan, "Against the wall, near the window. Thanks!", 44],
      [deskHelper, "Got it. I can also set the height presets for you once it's up.", 12],
    ],
    jordan,
  );
  conversation(
    jordan,
    jordanUpcoming.booking.customer,
    jordanUpcoming.task,
    ago(30 * HOUR),
    [
      [
        jordanUpcoming.booking.customer,
        "Hi Jordan, the landlord does a walkthrough the day after, so the oven and fridge matter most.",
        0,
      ],
      [jordan, "Understood! I'll start with the kitchen and bring a degreaser for the oven.", 29],
      [jordanUpcoming.booking.customer, "Perfect. The key will be with the doorman.", 26 * 60],
    ],
    jordan,
  );

  return rows;
}
