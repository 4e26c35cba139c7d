// The short text pages of the footer (TEXT_PAGE_PATHS): About Us, Careers, Press, Blog, Help Center,
// Safety, Terms, Privacy.
import { useRoute } from "wouter";
import { NotFoundState } from "@/components/ui/not-found-state";
import { PAGES } from "@/features/static-pages/content";

export default function TextPagePage() {
  const [, params] = useRoute<{ slug: string }>("/:slug");
  const page = params ? PAGES[params.slug] : undefined;
  if (!page) return <NotFoundState />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8 scroll-mt-24">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-2 leading-7 text-slate-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
