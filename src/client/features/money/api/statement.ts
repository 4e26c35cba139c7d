// GET /api/earnings/statement?month=YYYY-MM: a CSV download, opened as a link (the browser saves it).
import { queryString } from "@/lib/api";

export const statementUrl = (month: string) => `/api/earnings/statement${queryString({ month })}`;
