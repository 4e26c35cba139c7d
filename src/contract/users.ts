// The signed-in user's own account: profile edit, avatar, password change, deletion.
import { z } from "zod";
import { passwordSchema, registerSchema } from "./auth";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_SIZE = 256;

export const updateMeSchema = z.object({
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  phone: z
    .string()
    .trim()
    .max(32, "Phone number is too long")
    .regex(/^[+()\d\s.-]*$/, "Please enter a valid phone number")
    .nullish()
    .transform((v) => v || null),
  location: z
    .string()
    .trim()
    .max(120, "Location is too long (120 characters at most)")
    .nullish()
    .transform((v) => v || null),
});
export type UpdateMeInput = z.input<typeof updateMeSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Please enter your password to confirm" })
    .min(1, "Please enter your password to confirm")
    .max(1024),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
