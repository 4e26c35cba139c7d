// Code loaded on demand: parts of the page that wait for a click are not in its first load.
import { useState } from "react";

/**
 * A load run once: every caller shares one request. A load that failed (offline, or the files of an
 * older deployment gone) is not remembered here: the next caller asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * A control that stands in for a component until it is clicked: spread `triggerProps` on it. Its
 * code starts loading when someone reaches for it (a pointer over it, a touch, keyboard focus); the
 * click renders `loaded` (null until then) once the code is there. When the code cannot be loaded
 * the stand-in stays as it was and the rest of the page keeps working.
 */
export function useLoadOnClick<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const preload = () => void load().catch(() => undefined);
  const open = () =>
    void load().then(
      (value) => setLoaded(() => value),
      () => undefined,
    );
  return { loaded, triggerProps: { onPointerEnter: preload, onFocus: preload, onClick: open } };
}

/**
 * A part that joins a control once someone reaches for it (a pointer over it, a touch, keyboard
 * focus): spread `reachProps` on the control; `loaded` is null until the code is there. The control
 * works on its own meanwhile, and stays as it was when the code cannot be loaded.
 */
export function useLoadWhenReached<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const reach = () =>
    void load().then(
      (value) => setLoaded(() => value),
      () => undefined,
    );
  return { loaded, reachProps: { onPointerEnter: reach, onFocus: reach } };
}
