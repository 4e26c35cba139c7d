// /api/portfolio: the signed-in tasker's portfolio (list, add, edit, reorder, remove) and a booking's
// consent to show its photos (ask, answer, add the photos; every booking read carries the consent).
import { queryOptions } from "@tanstack/react-query";
import type {
  OwnPortfolio,
  PortfolioAdd,
  PortfolioConsent,
  PortfolioEdit,
  PortfolioFromBooking,
  PortfolioItem,
} from "@contract/portfolio";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { portfolioKeys } from "./keys";

export const ownPortfolioQuery = () =>
  queryOptions({ queryKey: portfolioKeys.own(), queryFn: () => apiGet<OwnPortfolio>("/api/portfolio") });

/** The own portfolio and every public profile (the tasker's own shows it). */
const refresh = () => invalidateRoots(queryRoots.taskers);

export async function addPortfolioPhoto(input: Partial<PortfolioAdd> & { photoId: string }): Promise<PortfolioItem> {
  const item = await apiRequest<PortfolioItem>("POST", "/api/portfolio", input);
  await refresh();
  return item;
}

export async function editPortfolioPhoto(id: string, input: PortfolioEdit): Promise<PortfolioItem> {
  const item = await apiRequest<PortfolioItem>("PATCH", `/api/portfolio/${id}`, input);
  await refresh();
  return item;
}

export async function reorderPortfolio(ids: string[]): Promise<OwnPortfolio> {
  // Shown in the new order at once; the answer confirms it.
  queryClient.setQueryData<OwnPortfolio>(portfolioKeys.own(), (old) =>
    old ? { ...old, items: ids.map((id) => old.items.find((i) => i.id === id)!).filter(Boolean) } : old,
  );
  try {
    return await apiRequest<OwnPortfolio>("PUT", "/api/portfolio/order", { ids });
  } finally {
    await refresh();
  }
}

export async function removePortfolioPhoto(id: string): Promise<void> {
  await apiRequest<void>("DELETE", `/api/portfolio/${id}`);
  await refresh();
}

/** Every booking read carries its consent: My Bookings and the booking read it again. */
const refreshConsent = () => invalidateRoots(queryRoots.bookings);

export async function askPortfolioConsent(bookingId: string): Promise<PortfolioConsent> {
  const consent = await apiRequest<PortfolioConsent>("POST", `/api/portfolio/consents/${bookingId}`);
  await refreshConsent();
  return consent;
}

export async function answerPortfolioConsent(bookingId: string, granted: boolean): Promise<PortfolioConsent> {
  const consent = await apiRequest<PortfolioConsent>("POST", `/api/portfolio/consents/${bookingId}/answer`, {
    granted,
  });
  await refreshConsent();
  return consent;
}

export async function addBookingPhotos(input: PortfolioFromBooking): Promise<PortfolioItem[]> {
  const items = await apiRequest<PortfolioItem[]>("POST", "/api/portfolio/from-booking", input);
  await refresh();
  return items;
}
