// The session: restored from the `user` key in local storage (an invalid record is discarded),
// confirmed against /api/auth/session, set by login and registration, cleared by logout. The first
// render is signed out and loading, as the server renders every page, and the stored user comes in
// after hydration.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { RegisterInput, SessionUser } from "@contract/auth";
import { isTaskerType, USER_TYPES } from "@contract/constants";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { readStorage, writeStorage } from "@/lib/storage";
import { fetchSessionUser, logIn, logOut, registerAccount } from "./api/session";

export const USER_STORAGE_KEY = "user";

type Status = "loading" | "signedIn" | "signedOut";
export type LoginResult = { ok: true; user: SessionUser } | { ok: false; message: string; status?: number };

interface AuthValue {
  status: Status;
  user: SessionUser | null;
  login(identifier: string, password: string): Promise<LoginResult>;
  register(input: RegisterInput): Promise<SessionUser>;
  logout(): Promise<void>;
  /** Re-reads the session user from the server (after a profile or account-type change). */
  refresh(): Promise<SessionUser | null>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** A light structural check (zod stays out of the first-load bundle). */
export function asSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.id === "string" &&
    typeof v.email === "string" &&
    typeof v.firstName === "string" &&
    typeof v.lastName === "string" &&
    typeof v.userType === "string" &&
    (USER_TYPES as readonly string[]).includes(v.userType);
  return ok ? (value as SessionUser) : null;
}

function parseSessionUser(value: unknown): SessionUser {
  const user = asSessionUser(value);
  if (!user) throw new Error("The server sent an invalid user record.");
  return user;
}

function readStoredUser(): SessionUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = asSessionUser(JSON.parse(raw));
    if (parsed) return parsed;
  } catch {
    /* invalid JSON */
  }
  writeStorage(USER_STORAGE_KEY, null);
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Status>("loading");

  const setUser = useCallback((next: SessionUser | null) => {
    setUserState(next);
    setStatus(next ? "signedIn" : "signedOut");
    writeStorage(USER_STORAGE_KEY, next ? JSON.stringify(next) : null);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const answer = await fetchSessionUser();
      const me = answer === null ? null : parseSessionUser(answer);
      setUser(me);
      return me;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) setUser(null);
      else setStatus((s) => (s === "loading" ? (readStoredUser() ? "signedIn" : "signedOut") : s));
      return null;
    }
  }, [setUser]);

  useEffect(() => {
    const stored = readStoredUser();
    if (stored) setUserState(stored);
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (identifier: string, password: string): Promise<LoginResult> => {
      try {
        const next = parseSessionUser(await logIn(identifier, password));
        queryClient.clear();
        setUser(next);
        return { ok: true, user: next };
      } catch (error) {
        console.warn("Login failed", error instanceof Error ? error.message : error);
        return {
          ok: false,
          message: errorMessage(error),
          status: error instanceof ApiRequestError ? error.status : undefined,
        };
      }
    },
    [setUser],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const next = parseSessionUser(await registerAccount(input));
      queryClient.clear();
      setUser(next);
      return next;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await logOut();
    } finally {
      queryClient.clear();
      setUser(null);
    }
  }, [setUser]);

  const value = useMemo(
    () => ({ status, user, login, register, logout, refresh }),
    [status, user, login, register, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}

export const isTasker = (user: SessionUser | null) => isTaskerType(user?.userType);
export const isAdmin = (user: SessionUser | null) => user?.userType === "admin";

/** 'Become a Tasker' is offered to visitors and customers only: taskers and admins have no use for it. */
export const offersBecomeTasker = (user: SessionUser | null) => !user || user.userType === "customer";

/** Sign-up as a tasker, coming back to the tasker profile form once the account exists. */
export const TASKER_SIGNUP_HREF = "/signup?type=tasker&next=%2Ftasker-profile";

/** Where 'Become a Tasker' leads: sign up as a tasker, create a profile, or the dashboard. */
export function becomeTaskerHref(user: SessionUser | null): string {
  if (!user) return TASKER_SIGNUP_HREF;
  return isTasker(user) ? "/tasker-dashboard" : "/tasker-profile";
}

/** The login URL that brings the person back here afterwards. */
export function loginHref(
  next = typeof window === "undefined" ? "/" : window.location.pathname + window.location.search,
): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
