// What other features may use of the session: the provider and hook, and role helpers. This file is
// part of every page's first load: the page guards (require-auth.tsx) load with the screens they guard.

export {
  AuthProvider,
  becomeTaskerHref,
  isAdmin,
  isTasker,
  loginHref,
  offersBecomeTasker,
  useAuth,
} from "./auth-context";
