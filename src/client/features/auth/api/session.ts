// The session: GET /api/auth/session, POST /api/auth/login, /register and /logout. Each answer with a
// user is the session user (parsed by the auth context, which keeps a stored copy). The session
// answers 200 with `{ user: null }` for a visitor, so a signed-out page load logs no failed request.
import type { RegisterInput } from "@contract/auth";
import { apiRequest } from "@/lib/api";

/** The session's user (unparsed), or null when nobody is signed in. */
export async function fetchSessionUser(): Promise<unknown> {
  const state = await apiRequest<{ user?: unknown } | null>("GET", "/api/auth/session");
  return state?.user ?? null;
}

export const logIn = (identifier: string, password: string) =>
  apiRequest<unknown>("POST", "/api/auth/login", { identifier, password });

export const registerAccount = (input: RegisterInput) => apiRequest<unknown>("POST", "/api/auth/register", input);

export const logOut = () => apiRequest<null>("POST", "/api/auth/logout");
