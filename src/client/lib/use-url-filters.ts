// Search filters that live in the URL (shareable, the back button works): the form edits a draft,
// submitting or apply() puts the trimmed, non-empty values in the query string.
import { useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";

export function useUrlFilters<K extends string>(path: string, keys: readonly K[]) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<K, string>;
  const [draft, setDraft] = useState(filters);
  const [synced, setSynced] = useState(search);
  if (synced !== search) {
    // The URL changed (back button, a link): the form follows it.
    setSynced(search);
    setDraft(filters);
  }
  const apply = (next: Record<K, string>) => {
    const query = new URLSearchParams();
    for (const key of keys) if (next[key].trim()) query.set(key, next[key].trim());
    navigate(`${path}${query.size ? `?${query}` : ""}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return { filters, draft, setDraft, apply, submit };
}
