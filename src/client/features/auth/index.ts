// What other features may use of the session: the provider and hook, role helpers, the guards
// and the password field.
export {
  AuthProvider,
  becomeTaskerHref,
  isAdmin,
  isTasker,
  loginHref,
  offersBecomeTasker,
  useAuth,
} from "./auth-context";
export { PasswordInput } from "./password-input";
export { PageSkeleton, RequireAdmin, RequireAuth } from "./require-auth";
