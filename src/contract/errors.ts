import { z } from "zod";

/** Every API error body: `{ message }`, plus field messages for validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer to text with a NUL byte or another control character (tab and line breaks aside). */
export const CONTROL_CHARACTERS_MESSAGE = "Text cannot contain control characters.";
