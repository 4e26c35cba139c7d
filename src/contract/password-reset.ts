// Forgotten passwords: asking for a reset link (POST /api/auth/forgot-password) and choosing a new
// password with it (POST /api/auth/reset-password).
import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string({ error: "The reset link is incomplete." }).min(10, "The reset link is incomplete.").max(200),
  password: passwordSchema,
});
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we sent a link to reset the password.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";
