// A titled white panel of the admin money screens: a section labelled by its heading.
import type { ReactNode } from "react";

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
