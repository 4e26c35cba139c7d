// GET /api/categories: the service categories, in their display order.
import { queryOptions } from "@tanstack/react-query";
import type { Category } from "@contract/categories";
import { apiGet } from "@/lib/api";
import { categoryKeys } from "./keys";

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: () => apiGet<Category[]>("/api/categories"),
  });
