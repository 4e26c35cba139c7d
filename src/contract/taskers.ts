// Tasker profiles as the API serves them (GET /api/taskers, /api/taskers/{id}, reviews). Public payloads
// name people by their display name only (business name, else first name and last initial).
import { z } from "zod";
import { TASKER_PAGE_MAX, TASKER_PAGE_SIZE } from "./constants";

export const availabilitySchema = z.object({
  days: z.array(z.string()).default([]),
  hours: z.string().optional(),
  weekdays: z.boolean().optional(),
  weekends: z.boolean().optional(),
});

/** The tasker_profiles fields every reader of a profile gets (public cards, admin tables). */
export const taskerProfileFieldsSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRate: z.string().nullable(),
  experience: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.string(),
  totalReviews: z.number().int(),
  completedTasks: z.number().int(),
  name: z.string(),
});

export const taskerCardSchema = taskerProfileFieldsSchema.extend({
  availability: availabilitySchema.nullable(),
  initials: z.string(),
  profileImage: z.string().nullable(),
  location: z.string(),
});
export type TaskerCard = z.infer<typeof taskerCardSchema>;

export const taskerProfileSchema = taskerCardSchema.extend({
  heading: z.string(),
  /** Median minutes to reply over the last 90 days, null without data. */
  responseMinutes: z.number().nullable(),
  responseTime: z.string(),
  memberSince: z.string(),
  /** Average of the tasker's reviews, null when there are none. */
  reviewAverage: z.number().nullable(),
});
export type TaskerProfile = z.infer<typeof taskerProfileSchema>;

export const TASKER_SORTS = ["rating", "price", "reviews"] as const;

export const taskerSearchSchema = z.object({
  q: z.string().trim().max(200, "Search text is too long (200 characters at most)").optional(),
  category: z.string().trim().max(100).optional(),
  location: z.string().trim().max(120, "Location is too long (120 characters at most)").optional(),
  sort: z.enum(TASKER_SORTS, { error: "Sort must be one of rating, price, reviews" }).default("rating"),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(TASKER_PAGE_MAX, `Limit must be at most ${TASKER_PAGE_MAX}`)
    .default(TASKER_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});
export type TaskerSearch = z.infer<typeof taskerSearchSchema>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewerName: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  cursor: z.string().max(500).optional(),
});

export { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "./constants";
