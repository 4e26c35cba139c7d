// The session: GET /api/auth/me, POST /api/auth/login, /register and /logout. Each answer with a
// user is the session user (parsed by the auth context, which keeps a stored copy).
import type { RegisterInput } from "@contract/auth";
import { apiRequest } from "@/lib/api";

export const fetchSessionUser = () => apiRequest<unknown>("GET", "/api/auth/me");

export const logIn = (identifier: string, password: string) =>
  apiRequest<unknown>("POST", "/api/auth/login", { identifier, password });

export const registerAccount = (input: RegisterInput) => apiRequest<unknown>("POST", "/api/auth/register", input);

export const logOut = () => apiRequest<null>("POST", "/api/auth/logout");
