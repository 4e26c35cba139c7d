// POST /api/users/me/avatar (multipart, one image file) and DELETE /api/users/me/avatar; the upload
// answers the session user with the new image URL.
import type { SessionUser } from "@contract/auth";
import { apiRequest } from "@/lib/api";

export function uploadAvatar(file: File): Promise<SessionUser> {
  const body = new FormData();
  body.append("file", file);
  return apiRequest<SessionUser>("POST", "/api/users/me/avatar", body);
}

export const removeAvatar = () => apiRequest<unknown>("DELETE", "/api/users/me/avatar");
