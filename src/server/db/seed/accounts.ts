// The four published demo accounts and the password of every other seeded user.
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

/** The password hashes the seed stores (computed by seed.ts, off the main thread). */
export interface SeedHashes {
  shared: string;
  demo: Record<DemoRole, string>;
}
