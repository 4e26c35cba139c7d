// Accounts: the request and response shapes of /api/auth/*.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGNUP_USER_TYPES, USER_TYPES } from "./constants";

const trimmed = (message = "Required") => z.string({ error: message }).trim().min(1, message);

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An email address as every form takes it: trimmed, checked, lowercased. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((e) => e.toLowerCase());

export const registerSchema = z.object({
  firstName: trimmed("First name is required").max(80, "First name is too long"),
  lastName: trimmed("Last name is required").max(80, "Last name is too long"),
  email: emailSchema,
  username: z
    .string()
    .trim()
    .max(32, "Username must be 3-32 letters, numbers, dots, dashes or underscores")
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, "Username must be 3-32 letters, numbers, dots, dashes or underscores")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  phone: z
    .string()
    .trim()
    .max(32, "Phone number is too long")
    .regex(/^[+()\d\s.-]*$/, "Please enter a valid phone number")
    .optional()
    .or(z.null().transform(() => undefined)),
  password: passwordSchema,
  userType: z
    .enum(USER_TYPES, { error: "Invalid account type" })
    .default("customer")
    .refine(
      (t) => (SIGNUP_USER_TYPES as readonly string[]).includes(t),
      "Sign-up cannot choose the admin account type",
    ),
  location: z.string().trim().max(120).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  identifier: z
    .string({ error: "Please enter your username or email" })
    .trim()
    .min(1, "Please enter your username or email")
    .max(254, "Username or email is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The session user: what the client stores under the `user` key. Never a password hash. */
export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  location: z.string().nullable(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/demo-status: whether the published demo accounts exist (every page says so). */
/** GET /api/auth/session: the signed-in user, or null for a visitor (never a 401). */
export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

export const demoStatusSchema = z.object({ demoData: z.boolean() });
export type DemoStatus = z.infer<typeof demoStatusSchema>;
