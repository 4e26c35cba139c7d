// Query keys of portfolios: the tasker's own under the taskers root (a portfolio change also changes
// the public profile, which sits there too). A booking's consent rides on the booking's own reads.
import { taskerKeys } from "@/features/taskers";

export const portfolioKeys = {
  own: () => [...taskerKeys.own(), "portfolio"] as const,
};
