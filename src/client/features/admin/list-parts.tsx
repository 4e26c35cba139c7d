// What every admin list screen shows around its rows: the total in the header, the table fed by the
// list's query (skeleton, error with Try again, empty text), and a filter menu.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Label, NativeSelect } from "@/components/ui/input";
import { plural, pluralAtLeast } from "@contract/plural";
import { AdminTable } from "./admin-layout";

type ListQuery = UseQueryResult<{ items: unknown[]; total: number; totalCapped?: boolean }>;

/** '12 users' once the list has loaded; '1,000+ users' when the server stopped counting. */
export function ListTotal({ list, noun }: { list: ListQuery; noun: string }) {
  const data = list.data;
  return (
    <p className="text-sm text-slate-600">
      {data ? (data.totalCapped ? pluralAtLeast(data.total, noun) : plural(data.total, noun)) : ""}
    </p>
  );
}

/** An AdminTable in the state of `list`; the rows are the children. */
export function ListTable({
  list,
  head,
  emptyText,
  children,
}: {
  list: ListQuery;
  head: string[];
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <AdminTable
      head={head}
      empty={list.data?.items.length === 0}
      emptyText={emptyText}
      loading={list.isLoading}
      error={list.isError ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      {children}
    </AdminTable>
  );
}

/** A labelled filter menu: `allLabel` (the empty value) and then `options` as [value, label]. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <div className="grid w-full gap-1.5 sm:w-auto">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className={className}>
        <option value="">{allLabel}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
