/**
 * Only same-site paths are followed after login (no open redirect). The path is resolved the way
 * the browser would resolve it (a backslash counts as a slash, tabs and newlines are dropped), and
 * anything that would leave the site falls back to "/".
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/")) return "/";
  const here = "http://taskly.invalid";
  try {
    return new URL(next, here).origin === here ? next : "/";
  } catch {
    return "/";
  }
}
