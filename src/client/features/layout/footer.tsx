import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { FOOTER_CATEGORIES } from "@contract/constants";
import { serviceHref } from "@contract/service-href";
import { becomeTaskerHref, offersBecomeTasker, useAuth } from "@/features/auth";
import { categoriesQuery } from "@/features/taskers";
import { Wordmark } from "./wordmark";

const COMPANY = [
  { label: "About Us", href: "/about" },
  { label: "Careers", href: "/careers" },
  { label: "Press", href: "/press" },
  { label: "Blog", href: "/blog" },
  { label: "How it Works", href: "/#how-it-works" },
  { label: "Post a Task", href: "/post-task" },
];
const SUPPORT = [
  { label: "Help Center", href: "/help" },
  { label: "Safety", href: "/safety" },
  { label: "Contact Us", href: "/help#contact" },
];
const LEGAL = [
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Sitemap", href: "/sitemap" },
];

function Column({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} className="text-sm text-slate-600 hover:text-brand-700">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { user } = useAuth();
  const { data: categories } = useQuery(categoriesQuery());
  const company = offersBecomeTasker(user)
    ? [...COMPANY, { label: "Become a Tasker", href: becomeTaskerHref(user) }]
    : COMPANY;
  const services = (categories ?? [])
    .slice(0, FOOTER_CATEGORIES)
    .map((c) => ({ label: c.name, href: serviceHref(c.name) }));
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 lg:grid-cols-5">
        <div className="col-span-2 lg:col-span-1">
          <Wordmark />
          <p className="mt-3 text-sm text-slate-600">Trusted local help for everything on your to-do list.</p>
        </div>
        <Column title="Services" links={services} />
        <Column title="Company" links={company} />
        <Column title="Support" links={SUPPORT} />
        <Column title="Legal" links={LEGAL} />
      </div>
      <div className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} taskly. All rights reserved.
      </div>
    </footer>
  );
}
