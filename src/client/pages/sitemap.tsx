// /sitemap: every public screen, and a search per service category.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { becomeTaskerHref, offersBecomeTasker, useAuth } from "@/features/auth";
import { categoriesQuery } from "@/features/taskers";
import { categoryHref } from "@/features/taskers/category-href";

const PAGES: [string, string][] = [
  ["/", "Home"],
  ["/browse-taskers", "Find Services"],
  ["/post-task", "Post a Task"],
  ["/messages", "Messages"],
  ["/login", "Log In"],
  ["/signup", "Sign Up"],
  ["/about", "About Us"],
  ["/careers", "Careers"],
  ["/press", "Press"],
  ["/blog", "Blog"],
  ["/help", "Help Center"],
  ["/safety", "Safety"],
  ["/terms", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
];

function LinkList({ title, links }: { title: string; links: [string, string][] }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className="text-brand-700 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SitemapPage() {
  const { user } = useAuth();
  const { data: categories } = useQuery(categoriesQuery());
  const pages: [string, string][] = offersBecomeTasker(user)
    ? [...PAGES, [becomeTaskerHref(user), "Become a Tasker"]]
    : PAGES;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">Sitemap</h1>
      <LinkList title="Pages" links={pages} />
      <LinkList
        title="Services"
        links={[...(categories ?? []).map((c): [string, string] => [categoryHref(c.name), c.name])]}
      />
    </div>
  );
}
