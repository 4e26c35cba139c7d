// GET /api/taskers/{id}/reviews: five reviews a page, newest first, with the total.
import { infiniteQueryOptions } from "@tanstack/react-query";
import type { Review } from "@contract/taskers";
import { queryString } from "@/lib/api";
import { apiGetPage } from "@/lib/api-page";
import { taskerKeys } from "./keys";

export const REVIEWS_PAGE_SIZE = 5;

export const taskerReviewsQuery = (taskerId: string) =>
  infiniteQueryOptions({
    queryKey: taskerKeys.reviews(taskerId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiGetPage<Review>(
        `/api/taskers/${taskerId}/reviews${queryString({ limit: REVIEWS_PAGE_SIZE, cursor: pageParam })}`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
