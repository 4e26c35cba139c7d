// What forms share: a registered field wired to its error for screen readers, and the form-wide
// error line.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";

/**
 * The props of the input for `name`: registered, marked invalid and described by its error (Field's
 * id; `id` when one page shows the form more than once, as on every booking card).
 */
export function registerField<F extends FieldValues>(
  form: { register: UseFormRegister<F>; formState: { errors: FieldErrors<F> } },
  name: Path<F> & keyof F,
  id: string = name,
) {
  const error = form.formState.errors[name];
  return {
    id,
    "aria-invalid": !!error,
    "aria-describedby": error ? `${id}-error` : undefined,
    ...form.register(name),
  };
}

/** The error of the whole form (the server's message when no single field is to blame). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
