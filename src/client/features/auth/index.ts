// What other features may use of the session: the provider and hook, role helpers and the admin
// guard. The guard loads with the admin screens: this file is part of every page's first load.
import { lazy } from "react";

export {
  AuthProvider,
  becomeTaskerHref,
  isAdmin,
  isTasker,
  loginHref,
  offersBecomeTasker,
  useAuth,
} from "./auth-context";
export const RequireAdmin = lazy(() => import("./require-auth").then((m) => ({ default: m.RequireAdmin })));
