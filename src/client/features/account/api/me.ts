// PUT /api/users/me saves the profile details (answers the session user); DELETE /api/users/me
// deletes the account after the password is confirmed.
import type { SessionUser } from "@contract/auth";
import type { DeleteAccountInput, UpdateMeInput } from "@contract/users";
import { apiRequest } from "@/lib/api";

export const updateMe = (values: UpdateMeInput) => apiRequest<SessionUser>("PUT", "/api/users/me", values);

export const deleteAccount = (input: DeleteAccountInput) => apiRequest<null>("DELETE", "/api/users/me", input);
