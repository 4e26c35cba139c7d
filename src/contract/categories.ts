import { z } from "zod";

export const categorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  baseRate: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
