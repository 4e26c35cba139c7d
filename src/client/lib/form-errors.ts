// A failed request's errors on the form that sent it: the API's `fieldErrors` on the fields they
// name, and its message on the form as a whole when it names none of them (the one way every form
// shows what the server refused).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError, errorMessage } from "./api";

/**
 * Marks each of the form's `fields` that the server's answer names with the server's message, and
 * puts the answer's message on the form (`errors.root`) when none is named. Returns whether a field
 * was marked.
 */
export function showServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  error: unknown,
  fields: readonly Path<F>[],
  /** The form's own words for a failure the server does not explain (a 5xx, no connection). */
  fallback?: string,
): boolean {
  const named = error instanceof ApiRequestError ? error.fieldErrors : {};
  let marked = false;
  for (const field of fields) {
    const message = named[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !marked });
    marked = true;
  }
  if (!marked) setError("root", { type: "server", message: errorMessage(error, fallback) });
  return marked;
}
