// The tasker's own profile: create (POST /api/taskers), edit (PUT /api/taskers/profile), read with
// stats (GET /api/taskers/profile). The business name lives in the bio after 'Business:'. Days and
// hours are not part of it: the weekly hours (contract/availability.ts) are the one place to set them,
// and the older `availability` a profile shows is derived from them (a body that still sends it has it
// ignored).
import { z } from "zod";
import { availabilitySchema } from "./taskers";
import { BUSINESS_MARKER, businessNameFromBio, descriptionFromBio } from "./tasker-display";
import { MIN_HOURLY_RATE } from "./constants";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MAX_SKILLS = 10;
export const MAX_HOURLY_RATE = 9999.99;
export const HOURLY_RATE_MIN_MESSAGE = `Hourly rate must be at least $${MIN_HOURLY_RATE.toFixed(2)}`;

const noMarker = (value: string) => !value.includes(BUSINESS_MARKER);
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An amount of at least MIN_HOURLY_RATE with at most 2 decimals, as a string with exactly 2 ("45" → "45.00"). */
export const hourlyRateSchema = z
  .union([z.string().max(20), z.number()], { error: "Hourly rate must be a positive amount with at most 2 decimals" })
  .transform((v) => String(v).trim().replace(/^\$/, ""))
  .refine(
    (v) => /^\d{1,4}(\.\d{1,2})?$/.test(v) && Number(v) > 0,
    "Hourly rate must be a positive amount with at most 2 decimals",
  )
  .refine((v) => !(Number(v) < MIN_HOURLY_RATE), HOURLY_RATE_MIN_MESSAGE)
  .refine((v) => Number(v) <= MAX_HOURLY_RATE, `Hourly rate must be at most ${MAX_HOURLY_RATE}`)
  .transform((v) => Number(v).toFixed(2));

const fields = {
  businessName: optionalText(80, "Business name").refine(
    (v) => v == null || (noMarker(v) && !/[\r\n]/.test(v)),
    "Business name cannot contain 'Business:' or line breaks",
  ),
  description: z
    .string({ error: "Please describe your services" })
    .trim()
    .min(1, "Please describe your services")
    .max(2000, "Description is too long (2000 characters at most)")
    .refine(noMarker, "Description cannot contain 'Business:'"),
  skills: z
    .array(z.string().trim().min(1, "Skills cannot be empty").max(100, "A skill is too long"), {
      error: "Please choose at least one skill",
    })
    .min(1, "Please choose at least one skill")
    .max(MAX_SKILLS, `Choose at most ${MAX_SKILLS} skills`)
    .transform((skills) => [...new Set(skills)]),
  hourlyRate: hourlyRateSchema,
  experience: optionalText(500, "Experience"),
  serviceArea: optionalText(120, "Service area"),
};

export const createTaskerProfileSchema = z.object(fields);
export type CreateTaskerProfileInput = z.input<typeof createTaskerProfileSchema>;

/** PUT: every field optional; what is left out stays as it is. */
export const updateTaskerProfileSchema = z.object({
  businessName: fields.businessName.optional(),
  description: fields.description.optional(),
  skills: fields.skills.optional(),
  hourlyRate: fields.hourlyRate.optional(),
  experience: fields.experience.optional(),
  serviceArea: fields.serviceArea.optional(),
});
export type UpdateTaskerProfileInput = z.input<typeof updateTaskerProfileSchema>;

/** The bio as it is read: the description, then optionally a blank line and 'Business: name'. */
const bioField = z
  .string({ error: "Bio must be text" })
  .max(2100, "Bio is too long (2100 characters at most)")
  .nullish();
const BIO_CONFLICT = "Send either a bio or a description and business name that say the same";

/**
 * A request body may carry `bio` instead of, or beside, `description` + `businessName`; the bio is
 * split as every reader splits it. A body written back as it was read has both forms, saying the
 * same: it is taken; two forms that say different things are refused.
 */
function splitBio<T extends { bio?: string | null; description?: string; businessName?: string | null }>(
  { bio, ...rest }: T,
  ctx: z.RefinementCtx,
): Omit<T, "bio"> {
  if (bio === undefined) return rest;
  const sentBoth = rest.description !== undefined || rest.businessName !== undefined;
  // A null bio beside the other form says nothing of its own.
  if (bio === null && sentBoth) return rest;
  const description = fields.description.safeParse(descriptionFromBio(bio));
  const businessName = fields.businessName.safeParse(businessNameFromBio(bio));
  const issues = [...(description.error?.issues ?? []), ...(businessName.error?.issues ?? [])];
  if (sentBoth) {
    const differs =
      (rest.description !== undefined && rest.description !== description.data) ||
      (rest.businessName !== undefined && (rest.businessName ?? null) !== (businessName.data ?? null));
    if (issues.length || differs) ctx.addIssue({ code: "custom", path: ["bio"], message: BIO_CONFLICT });
    return rest;
  }
  for (const issue of issues) ctx.addIssue({ code: "custom", path: ["bio"], message: issue.message });
  return { ...rest, description: description.data, businessName: businessName.data ?? null };
}

/** POST /api/taskers: the form's fields, or `bio` in place of description and business name. */
export const createTaskerProfileBodySchema = z
  .object({
    ...fields,
    description: fields.description.optional(),
    businessName: fields.businessName.optional(),
    bio: bioField,
  })
  .transform((body, ctx) => {
    const { description, ...rest } = splitBio(body, ctx);
    if (description === undefined) {
      ctx.addIssue({ code: "custom", path: ["description"], message: "Please describe your services" });
      return z.NEVER;
    }
    return { ...rest, description, businessName: rest.businessName ?? null };
  });

/** PUT /api/taskers/profile: like the update schema, with `bio` accepted as well. */
export const updateTaskerProfileBodySchema = updateTaskerProfileSchema
  .extend({ bio: bioField })
  .transform((body, ctx) => splitBio(body, ctx));

export const taskerStatsSchema = z.object({
  /** The tasker's share of captured payments: per booking the captured amount, at most its subtotal. */
  totalEarnings: z.string(),
  completedTasks: z.number().int(),
  rating: z.string(),
  totalReviews: z.number().int(),
  unreadMessages: z.number().int(),
});
export type TaskerStats = z.infer<typeof taskerStatsSchema>;

export const ownTaskerProfileSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  businessName: z.string().nullable(),
  description: z.string(),
  skills: z.array(z.string()),
  hourlyRate: z.string().nullable(),
  experience: z.string().nullable(),
  availability: availabilitySchema.nullable(),
  serviceArea: z.string().nullable(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
  isListed: z.boolean(),
  createdAt: z.string(),
  stats: taskerStatsSchema,
});
export type OwnTaskerProfile = z.infer<typeof ownTaskerProfileSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
