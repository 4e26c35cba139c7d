import { z } from "zod";

export const categorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  baseRate: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category offered in a city by a listed tasker: its landing page is /services/{category}/{city}. */
export const categoryCitySchema = z.object({
  category: z.string(),
  /** 'Austin, TX', as the landing page names it. */
  city: z.string(),
});
export type CategoryCity = z.infer<typeof categoryCitySchema>;
