// PUT /api/users/me/password: needs the current password; the server signs out the other sessions.
import type { ChangePasswordInput } from "@contract/users";
import { apiRequest } from "@/lib/api";

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<unknown>("PUT", "/api/users/me/password", input);
