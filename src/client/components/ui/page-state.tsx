// Full-page states: 'Task not found', 'Access Denied', 'Authentication Required', empty lists.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function PageState({
  icon: Icon,
  title,
  children,
  actions,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center", className)}>
      {Icon && (
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
      )}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

export { EmptyState } from "./empty-state";
