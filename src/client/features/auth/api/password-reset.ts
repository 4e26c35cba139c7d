// POST /api/auth/forgot-password (answers the same message whether or not the account exists) and
// POST /api/auth/reset-password (a one-time token from the e-mail and the new password).
import type { ApiError } from "@contract/errors";
import { apiRequest } from "@/lib/api";

export const requestPasswordReset = (email: string) =>
  apiRequest<ApiError>("POST", "/api/auth/forgot-password", { email });

export const resetPassword = (token: string, password: string) =>
  apiRequest<unknown>("POST", "/api/auth/reset-password", { token, password });
