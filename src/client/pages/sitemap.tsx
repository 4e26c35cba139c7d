// /sitemap: every public screen.
import { Link } from "wouter";

const LINKS: [string, string][] = [
  ["/", "Home"],
  ["/browse-taskers", "Find Services"],
  ["/messages", "Messages"],
  ["/login", "Log In"],
  ["/signup", "Sign Up"],
  ["/about", "About Us"],
  ["/help", "Help Center"],
  ["/safety", "Safety"],
  ["/terms", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
];

export default function SitemapPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">Sitemap</h1>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className="text-brand-700 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
