// Tasker profiles as the API serves them (GET /api/taskers, /api/taskers/{id}, reviews). Public payloads
// name people by their display name only (business name, else first name and last initial).
import { z } from "zod";
import { TASKER_PAGE_MAX, TASKER_PAGE_SIZE } from "./constants";
import { countedPageSchema, pageQuery, type CountedPage } from "./pagination";
import { badgeSchema } from "./badges";
import { portfolioItemSchema } from "./portfolio";

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
  /** The tasker's live badges (unexpired, not revoked): what was checked and when. */
  badges: z.array(badgeSchema),
});
export type TaskerCard = z.infer<typeof taskerCardSchema>;

/** A search result: at a known place, the distance from the tasker's base in km (else null). */
export const taskerSearchCardSchema = taskerCardSchema.extend({ distanceKm: z.number().nullable() });
export type TaskerSearchCard = z.infer<typeof taskerSearchCardSchema>;

export const taskerProfileSchema = taskerCardSchema.extend({
  heading: z.string(),
  /** Median minutes to reply over the last 90 days, null without data. */
  responseMinutes: z.number().nullable(),
  responseTime: z.string(),
  memberSince: z.string(),
  /** Average of the tasker's reviews, null when there are none. */
  reviewAverage: z.number().nullable(),
  /** Where the tasker works, as they wrote it; null when not given. */
  serviceArea: z.string().nullable(),
  /** Photos of the tasker's work, in their order (contract/portfolio.ts). */
  portfolio: z.array(portfolioItemSchema),
});
export type TaskerProfile = z.infer<typeof taskerProfileSchema>;

/** distance: nearest first, when the location names a known place (else as rating). */
export const TASKER_SORTS = ["rating", "price", "reviews", "distance"] as const;

export const taskerSearchSchema = z.object({
  q: z.string().trim().max(200, "Search text is too long (200 characters at most)").optional(),
  category: z.string().trim().max(100).optional(),
  location: z.string().trim().max(120, "Location is too long (120 characters at most)").optional(),
  sort: z.enum(TASKER_SORTS, { error: "Sort must be one of rating, price, reviews, distance" }).default("rating"),
  /** Only taskers whose hourly rate (USD) is at most this. */
  maxRate: z.coerce
    .number({ error: "Maximum rate must be a number" })
    .positive("Maximum rate must be more than 0")
    .max(100_000, "Maximum rate is too high")
    .optional(),
  ...pageQuery(TASKER_PAGE_SIZE, TASKER_PAGE_MAX),
});
export type TaskerSearch = z.infer<typeof taskerSearchSchema>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewerName: z.string(),
  /** The tasker's public reply, if any (added with two-way reviews; decision 0063). */
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  /** Only on the signed-in author's own review while it waits for publication (double-blind). */
  pending: z.literal(true).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageQuery = z.object(pageQuery(5, 50));

/** GET /api/taskers: cards in the chosen order; X-Total-Count says how many match in all. */
export const taskerSearchPageSchema = countedPageSchema(taskerSearchCardSchema);
export type TaskerSearchPage = CountedPage<TaskerSearchCard>;
/** GET /api/taskers/{id}/reviews: newest first; X-Total-Count says how many the tasker has. */
export const reviewPageSchema = countedPageSchema(reviewSchema);
export type ReviewPage = CountedPage<Review>;
