// How people are named to each other in public: first name and last initial, never the full last name.

/** "Tara Smith" → "Tara S."; the first name alone when there is no last name. */
export function shortName(firstName: unknown, lastName: unknown): string {
  const first = typeof firstName === "string" ? firstName.trim() : "";
  const initial = typeof lastName === "string" ? lastName.trim().charAt(0).toUpperCase() : "";
  return initial ? `${first} ${initial}.`.trim() : first;
}
