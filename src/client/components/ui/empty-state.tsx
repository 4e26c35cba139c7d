// An empty list's state, alone in its module: the home page shows it without the full-page states.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      {Icon && <Icon className="mb-3 size-8 text-slate-400" aria-hidden="true" />}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 text-sm text-slate-600">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
