// After an in-app navigation, focus moves to the new page's main heading and a polite live region
// says which page opened, so keyboard and screen-reader users know where they are (the first load
// is left alone: the browser announces it).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

/** How long a lazily loaded page may take to show its heading before we give up. */
const WAIT_FOR_HEADING_MS = 3000;

/** The new page's visible h1 (while a page loads, the old one may linger hidden beside the fallback). */
function mainHeading(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>("main h1")].find((h) => h.getClientRects().length > 0) ?? null;
}

export function RouteAnnouncer() {
  const [location] = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return; // an anchor link scrolls to its section instead
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const heading = mainHeading();
      if (!heading) {
        if (performance.now() - started < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(settle);
        return;
      }
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.classList.add("focus:outline-none");
      heading.focus({ preventScroll: true });
      setMessage(heading.textContent?.trim() || document.title);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
