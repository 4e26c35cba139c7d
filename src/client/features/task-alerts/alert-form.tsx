// Setting up one task alert: categories (from the tasker's skills), a lowest budget, the weekdays
// they work, instant or a daily digest, with a live preview of how many recent tasks would have
// matched and why. The server checks everything again; its refusal is shown above the buttons.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  ALERT_CATEGORIES_REQUIRED,
  ALERT_MIN_BUDGET_INVALID,
  WEEKDAY_NAMES,
  type AlertDelivery,
  type TaskAlert,
  type TaskAlertInput,
} from "@contract/task-alerts";
import { plural } from "@contract/plural";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { Chip } from "@/features/tasker-side";
import { errorMessage } from "@/lib/api";
import { useDebounced } from "@/lib/use-debounced";
import { cn } from "@/lib/utils";
import { alertPreviewQuery, saveAlert, type AlertDraft } from "./api/task-alerts";

/** Monday first, as a working week reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const DELIVERIES: { value: AlertDelivery; label: string; hint: string }[] = [
  { value: "instant", label: "Instant", hint: "A notification and an e-mail as each task is posted" },
  { value: "daily", label: "Daily digest", hint: "One e-mail a day at 7:00, your time" },
];

/** "80" → 80; "" → null; anything else → undefined (not an amount). */
function readAmount(text: string): number | null | undefined {
  const t = text.replace(/[$,\s]/g, "");
  if (t === "") return null;
  const n = Number(t);
  return /^\d+(\.\d{1,2})?$/.test(t) && n >= 1 ? n : undefined;
}

export function AlertForm({
  skills,
  editing,
  initialCategoryId,
  onDone,
}: {
  skills: { id: string; name: string }[];
  editing: TaskAlert | null;
  initialCategoryId?: string;
  onDone(saved: TaskAlert | null): void;
}) {
  const id = useId();
  const [categoryIds, setCategoryIds] = useState<string[]>(
    editing ? editing.categories.map((c) => c.id) : initialCategoryId ? [initialCategoryId] : [],
  );
  const [budget, setBudget] = useState(editing?.minBudget ? String(Number(editing.minBudget)) : "");
  const [weekdays, setWeekdays] = useState<number[]>(editing?.weekdays ?? []);
  const [delivery, setDelivery] = useState<AlertDelivery>(editing?.delivery ?? "instant");
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const amount = readAmount(budget);
  const draft: AlertDraft = {
    categoryIds: [...categoryIds].sort(),
    minBudget: amount ?? null,
    weekdays: [...weekdays].sort(),
  };
  const previewDraft = useDebounced(draft, 300);
  const preview = useQuery({
    ...alertPreviewQuery(previewDraft),
    enabled: previewDraft.categoryIds.length > 0 && amount !== undefined,
  });

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (categoryIds.length === 0) return setProblem(ALERT_CATEGORIES_REQUIRED);
    if (amount === undefined) return setProblem(ALERT_MIN_BUDGET_INVALID);
    setSaving(true);
    setProblem(null);
    try {
      const input: TaskAlertInput = { ...draft, delivery };
      onDone(await saveAlert(editing?.id ?? null, input));
    } catch (error) {
      setProblem(errorMessage(error, "We could not save your alert. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  const count = preview.data?.count;
  return (
    <form onSubmit={submit} className="grid gap-5" aria-label={editing ? "Edit task alert" : "New task alert"}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Categories</legend>
        {skills.length === 0 ? (
          <p className="text-sm text-slate-600">Add skills to your tasker profile to choose categories.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {skills.map((s) => (
              <Chip
                key={s.id}
                pressed={categoryIds.includes(s.id)}
                onToggle={() => setCategoryIds(toggle(categoryIds, s.id))}
              >
                {s.name}
              </Chip>
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Field
          id={`${id}-budget`}
          label="Minimum budget (optional)"
          hint="Tasks without a budget still count."
          error={amount === undefined ? ALERT_MIN_BUDGET_INVALID : undefined}
        >
          <Input
            id={`${id}-budget`}
            inputMode="decimal"
            placeholder="e.g. 80"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            aria-invalid={amount === undefined}
            aria-describedby={amount === undefined ? `${id}-budget-error` : undefined}
          />
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Days you work (none chosen: any day)</legend>
          <div className="flex flex-wrap gap-2">
            {WEEK.map((d) => (
              <Chip key={d} pressed={weekdays.includes(d)} onToggle={() => setWeekdays(toggle(weekdays, d))}>
                <span aria-hidden="true">{WEEKDAY_NAMES[d].slice(0, 3)}</span>
                <span className="sr-only">{WEEKDAY_NAMES[d]}</span>
              </Chip>
            ))}
          </div>
        </fieldset>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">How to tell you</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DELIVERIES.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                delivery === option.value ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name={`${id}-delivery`}
                value={option.value}
                checked={delivery === option.value}
                onChange={() => setDelivery(option.value)}
                className="sr-only"
              />
              <span className="font-semibold text-slate-900">{option.label}</span>
              <span className="text-xs text-slate-600">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section
        className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        aria-labelledby={`${id}-preview`}
        data-testid="alert-preview"
      >
        <h4 id={`${id}-preview`} className="text-sm font-semibold text-slate-900">
          Preview
        </h4>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {categoryIds.length === 0
            ? "Choose a category to see how many recent tasks would have matched."
            : count === undefined
              ? "Counting recent tasks…"
              : count === 0
                ? `No tasks in the last ${preview.data!.days} days would have matched. New ones will.`
                : `${plural(count, "task")} in the last ${preview.data!.days} days would have matched.`}
        </p>
        {!!preview.data?.examples.length && categoryIds.length > 0 && (
          <ul className="mt-3 grid gap-2">
            {preview.data.examples.map((task) => (
              <li key={task.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
                <span className="block break-words font-medium text-slate-900">{task.title}</span>
                <span className="block break-words text-xs text-slate-600">{task.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : editing ? "Save alert" : "Create alert"}
        </Button>
      </div>
    </form>
  );
}
