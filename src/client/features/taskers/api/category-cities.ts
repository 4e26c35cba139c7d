// GET /api/categories/cities: the cities each category is offered in (its city landing pages).
import { queryOptions } from "@tanstack/react-query";
import type { CategoryCity } from "@contract/categories";
import { apiGet } from "@/lib/api";
import { categoryKeys } from "./keys";

export const categoryCitiesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.cities(),
    queryFn: () => apiGet<CategoryCity[]>("/api/categories/cities"),
  });
