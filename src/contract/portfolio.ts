// A tasker's portfolio: up to MAX_PORTFOLIO_PHOTOS public photos of their work, each with a caption
// and an optional category, in the order the tasker chose; shown on their public profile. Photos of a
// completed booking (its task photos) join it only after the customer agreed (a portfolio consent).
import { z } from "zod";
import { photoViewSchema } from "./photos";

export const MAX_PORTFOLIO_PHOTOS = 30;
export const MAX_CAPTION_LENGTH = 200;

export const PORTFOLIO_LIMIT_REACHED = `Your portfolio is full: it holds ${MAX_PORTFOLIO_PHOTOS} photos. Remove one to add another.`;
export const PORTFOLIO_NEEDS_PROFILE = "Only taskers have a portfolio. Create your tasker profile first.";
export const PORTFOLIO_ITEM_NOT_FOUND = "Portfolio photo not found";
export const PORTFOLIO_CATEGORY_UNKNOWN = "Choose one of taskly's categories.";
export const PORTFOLIO_ORDER_MISMATCH = "List every photo of your portfolio once, in the new order.";

const uuid = z.string().uuid();
const caption = z.string().trim().max(MAX_CAPTION_LENGTH, `A caption is ${MAX_CAPTION_LENGTH} characters at most.`);

/** One photo of a portfolio as anyone sees it on the tasker's profile. */
export const portfolioItemSchema = z.object({
  id: uuid,
  photo: photoViewSchema,
  caption: z.string(),
  /** The category of work it shows; null for none. */
  category: z.object({ id: uuid, name: z.string() }).nullable(),
  /** Set when the photo came from a booking, with its customer's consent. */
  fromBooking: z.boolean(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** GET /api/portfolio: the signed-in tasker's own portfolio, in order. */
export const ownPortfolioSchema = z.object({
  items: z.array(portfolioItemSchema),
  max: z.number().int(),
});
export type OwnPortfolio = z.infer<typeof ownPortfolioSchema>;

/** POST /api/portfolio: a photo uploaded with use 'portfolio', placed last. */
export const portfolioAddSchema = z
  .object({ photoId: uuid, caption: caption.default(""), categoryId: uuid.nullable().default(null) })
  .strict();
export type PortfolioAdd = z.infer<typeof portfolioAddSchema>;

/** PATCH /api/portfolio/{id}: only the fields given change. */
export const portfolioEditSchema = z
  .object({ caption: caption.optional(), categoryId: uuid.nullable().optional() })
  .strict();
export type PortfolioEdit = z.infer<typeof portfolioEditSchema>;

/** PUT /api/portfolio/order: every item id of the portfolio once, first shown first. */
export const portfolioOrderSchema = z
  .object({ ids: z.array(uuid).max(MAX_PORTFOLIO_PHOTOS, PORTFOLIO_ORDER_MISMATCH) })
  .strict();

export const portfolioItemParams = z.object({ id: z.string().max(64) });
export const portfolioBookingParams = z.object({ bookingId: z.string().max(64) });

// ---- Consent for a booking's photos ----

export const CONSENT_STATUSES = ["none", "asked", "granted", "declined"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Where a booking's consent stands: never asked, waiting for the customer, or answered. */
export function consentStatusOf(askedAt: unknown, granted: boolean | null): ConsentStatus {
  return askedAt == null ? "none" : granted == null ? "asked" : granted ? "granted" : "declined";
}

/**
 * What a side of the booking may do about its consent: its tasker asks once the booking is completed
 * and nothing was asked; its customer answers once asked (and may change their mind).
 */
export function consentActions(
  side: "customer" | "tasker" | null,
  bookingStatus: string,
  status: ConsentStatus,
): { canAsk: boolean; canAnswer: boolean } {
  return {
    canAsk: side === "tasker" && bookingStatus === "completed" && status === "none",
    canAnswer: side === "customer" && status !== "none",
  };
}

/** A booking's consent as every booking read carries it (the same for both sides). */
export const bookingConsentSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  askedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

/** A booking's portfolio consent as its tasker and its customer see it. */
export const portfolioConsentSchema = z.object({
  bookingId: uuid,
  /** none: never asked; asked: waiting for the customer. */
  status: z.enum(CONSENT_STATUSES),
  askedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The tasker may ask (the booking is completed and nothing was asked yet). */
  canAsk: z.boolean(),
  /** The customer may answer (asked, or answered and changing their mind). */
  canAnswer: z.boolean(),
});
export type PortfolioConsent = z.infer<typeof portfolioConsentSchema>;

export const portfolioConsentAnswerSchema = z.object({ granted: z.boolean() }).strict();

/** POST /api/portfolio/from-booking: copies of the booking's task photos (all, without photoIds) join the portfolio. */
export const portfolioFromBookingSchema = z
  .object({
    bookingId: uuid,
    photoIds: z.array(uuid).min(1, "Choose at least one photo.").max(MAX_PORTFOLIO_PHOTOS).optional(),
    caption: caption.default(""),
  })
  .strict();
export type PortfolioFromBooking = z.infer<typeof portfolioFromBookingSchema>;

export const CONSENT_ONLY_COMPLETED = "You can ask to show a booking's photos once the job is completed.";
export const CONSENT_ALREADY_ASKED = "You already asked this customer about this booking's photos.";
export const CONSENT_NOT_GRANTED = "The customer has not agreed to show this booking's photos in your portfolio.";
export const CONSENT_BOOKING_NOT_FOUND = "Booking not found";
export const CONSENT_NOT_ASKED = "The tasker has not asked to show this booking's photos.";
export const CONSENT_NO_PHOTOS = "This booking has no photos to add.";
export const CONSENT_PHOTO_NOT_OF_BOOKING = "One of the photos is not a photo of this booking's task.";
