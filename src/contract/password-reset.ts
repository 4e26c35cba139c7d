import { z } from "zod";
import { passwordSchema } from "./auth";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .email("Please enter a valid email address")
    .transform((e) => e.toLowerCase()),
});
export const resetPasswordSchema = z.object({
  token: z.string({ error: "The reset link is incomplete." }).min(10, "The reset link is incomplete.").max(200),
  password: passwordSchema,
});
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we sent a link to reset the password.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";
