// Post a task: Describe → Location & Budget → Schedule → Success with matched taskers.
// One react-hook-form over the contract's createTaskSchema; Next opens once the step's fields pass.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CalendarDays, CheckCircle2, ClipboardList, Info, MapPin, Wallet } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { z } from "zod";
import { createTaskSchema, parseBudget, type CreateTaskInput, type Task } from "@contract/tasks";
import type { PhotoView } from "@contract/photos";
import { PhotoGallery, PhotoPicker } from "@/components/photos";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { RequireAuth } from "@/features/auth/require-auth";
import { ReturnToHireButton } from "@/features/bookings/return-to-hire";
import { useCurrency } from "@/features/currency/currency-context";
import { MatchedTaskers } from "@/features/tasks/matched-taskers";
import { AlertedTaskers } from "@/features/task-alerts";
import { FutureDatePicker } from "@/components/ui/future-date-picker";
import { PlaceCombobox } from "@/features/places/place-combobox";
import { createTask } from "@/features/tasks/api/create-task";
import { refreshTaskQueries } from "@/features/tasks/api/refresh";
import { dayToIso, taskDate } from "@/features/tasks/task-ui";
import { cn } from "@/lib/utils";
import { categoriesQuery } from "@/features/taskers/api/categories";

const STEPS = ["Describe", "Location & Budget", "Schedule"] as const;
const EMPTY: CreateTaskInput = {
  categoryId: "",
  title: "",
  description: "",
  location: "",
  budget: "",
  scheduledDate: "",
};
const STEP_FIELDS = [
  createTaskSchema.pick({ categoryId: true, title: true, description: true }),
  createTaskSchema.pick({ location: true, budget: true }),
  createTaskSchema.pick({ scheduledDate: true }),
];

export default function PostTaskPage() {
  return (
    <RequireAuth message="Please sign in to post a task. Posting is free, and you only pay when you hire.">
      <PostTaskWizard />
    </RequireAuth>
  );
}

function PostTaskWizard() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(1);
  const form = useForm<CreateTaskInput, unknown, z.output<typeof createTaskSchema>>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: EMPTY,
    mode: "onChange",
  });
  const values = form.watch();
  const [day, setDay] = useState<Date | undefined>();
  const [posted, setPosted] = useState<Task | null>(null);
  // Photos are uploaded as they are added; the task names them when it is posted.
  const [photos, setPhotos] = useState<PhotoView[]>([]);
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(categoriesQuery());

  const budget = String(values.budget ?? "");
  const budgetError = budget.trim() !== "" ? form.formState.errors.budget?.message : undefined;
  // Budgets are kept in USD; a customer shopping in another currency sees what that comes to.
  const { currency, format: money } = useCurrency();
  const budgetTop = parseBudget(budget);
  const budgetHint =
    currency !== "USD" && budgetTop
      ? `Up to ${money(budgetTop)} in ${currency}.`
      : "An amount or a range, like $50-100.";
  // The wizard asks for a budget, which the API leaves optional.
  const ready = [false, ...STEP_FIELDS.map((schema) => schema.safeParse(values).success)];
  ready[2] &&= budget.trim() !== "";
  const pickDay = (next: Date | undefined) => {
    setDay(next);
    form.setValue("scheduledDate", next ? dayToIso(next) : "", { shouldValidate: true });
  };

  const post = useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      toast({
        title: "Task posted successfully!",
        description: "Your task has been posted and taskers will start sending offers soon.",
        variant: "success",
      });
      setPosted(task);
      setStep(4);
      void refreshTaskQueries();
    },
    onError: () =>
      toast({
        title: "Error posting task",
        description: "There was an error posting your task. Please try again.",
        variant: "destructive",
      }),
  });

  const refuse = (errors: FieldErrors<CreateTaskInput>) => {
    const first = Object.values(errors)[0]?.message;
    const description = first ?? "There was an error posting your task. Please try again.";
    toast({ title: "Error posting task", description, variant: "destructive" });
  };
  const submit = form.handleSubmit(
    (task) => post.mutate(photos.length ? { ...task, photoIds: photos.map((p) => p.id) } : task),
    refuse,
  );

  const restart = () => {
    form.reset(EMPTY);
    setDay(undefined);
    setPhotos([]);
    setPosted(null);
    setStep(1);
  };

  if (step === 4 && posted)
    return <Success task={posted} onAnother={restart} onMyTasks={() => navigate("/my-tasks")} />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Post a Task</h1>
      <p className="mt-1 text-slate-600">Tell us what you need. Posting is free, and you only pay when you hire.</p>

      <ol className="mt-6 grid grid-cols-3 gap-2" aria-label="Progress">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={step === i + 1 ? "step" : undefined}>
            <span className={cn("block h-1.5 rounded-full", step > i ? "bg-brand-700" : "bg-slate-200")} />
            <span
              className={cn(
                "mt-2 block text-xs font-medium sm:text-sm",
                step === i + 1 ? "text-brand-800" : "text-slate-500",
              )}
            >
              <span className="sr-only">Step {i + 1}: </span>
              {label}
            </span>
          </li>
        ))}
      </ol>

      <Card className="mt-6 p-5 sm:p-8">
        <p className="text-sm font-medium text-slate-500">Step {step} of 3</p>
        {step === 1 && (
          <section className="mt-2 grid gap-5" aria-labelledby="step-title">
            <h2 id="step-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <ClipboardList className="size-5 text-brand-700" aria-hidden="true" /> Describe your task
            </h2>
            <Field id="task-category" label="Service category">
              <NativeSelect id="task-category" {...form.register("categoryId")} disabled={categories.isLoading}>
                <option value="">{categories.isLoading ? "Loading categories..." : "Select a category"}</option>
                {categories.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="task-title" label="Task title">
              <Input
                id="task-title"
                {...form.register("title")}
                maxLength={120}
                placeholder="e.g. Mount a 55-inch TV on drywall"
              />
            </Field>
            <Field
              id="task-description"
              label="Description"
              hint="Include details like size, materials, access and anything the tasker should bring."
            >
              <Textarea
                id="task-description"
                rows={5}
                {...form.register("description")}
                maxLength={5000}
                placeholder="Describe what needs to be done..."
              />
            </Field>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium text-slate-800">Photos (optional)</legend>
              <p className="text-sm text-slate-600">A photo of the job helps taskers quote it right.</p>
              <PhotoPicker use="task" value={photos} onChange={setPhotos} onBusyChange={setUploading} />
            </fieldset>
          </section>
        )}
        {step === 2 && (
          <section className="mt-2 grid gap-5" aria-labelledby="step-title">
            <h2 id="step-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <MapPin className="size-5 text-brand-700" aria-hidden="true" /> Location and budget
            </h2>
            <Field
              id="task-location"
              label="Location"
              hint="City or neighbourhood. Your exact address is shared only after you book."
            >
              <PlaceCombobox
                id="task-location"
                name="location"
                value={values.location ?? ""}
                onChange={(text) => form.setValue("location", text.slice(0, 200), { shouldDirty: true })}
                placeholder="e.g. Austin, TX"
              />
            </Field>
            <Field id="task-budget" label="Budget (USD)" hint={budgetHint} error={budgetError}>
              <Input
                id="task-budget"
                {...form.register("budget")}
                maxLength={40}
                placeholder="$50-100"
                inputMode="text"
                aria-invalid={!!budgetError || undefined}
                aria-describedby={budgetError ? "task-budget-error" : undefined}
              />
            </Field>
          </section>
        )}
        {step === 3 && (
          <section className="mt-2 grid gap-5" aria-labelledby="step-title">
            <h2 id="step-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <CalendarDays className="size-5 text-brand-700" aria-hidden="true" /> When should it be done?
            </h2>
            <div>
              <p className="mb-2 text-sm font-medium text-slate-800" id="date-label">
                Preferred date
              </p>
              <FutureDatePicker value={day} onChange={pickDay} />
              <p className="mt-2 text-sm text-slate-600" aria-live="polite">
                {day ? `Selected: ${taskDate(dayToIso(day))}` : "Please select a date for your task"}
              </p>
            </div>
            <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">What happens next?</p>
                <ul className="mt-1 list-disc space-y-1 pl-4">
                  <li>We match your task with skilled taskers who are free that day, and you can invite them.</li>
                  <li>Taskers send you offers with their rate and estimated hours.</li>
                  <li>Compare offers in My Tasks and book the one you like. You pay only when you hire.</li>
                </ul>
              </div>
            </div>
          </section>
        )}

        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              <ArrowLeft /> Back
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < 3 ? (
            <Button onClick={() => setStep(step + 1)} disabled={!ready[step]}>
              Next <ArrowRight />
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={!ready[3] || post.isPending || uploading}>
              {post.isPending ? "Posting..." : uploading ? "Uploading photos..." : "Post Task"}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function Success({ task, onAnother, onMyTasks }: { task: Task; onAnother(): void; onMyTasks(): void }) {
  const { format } = useCurrency();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Card className="p-6 text-center sm:p-10">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Your task is posted!</h1>
        <p className="mt-2 text-slate-600">Taskers will start sending offers soon. We'll collect them in My Tasks.</p>
        <AlertedTaskers taskId={task.id} />
        <dl className="mx-auto mt-6 flex max-w-lg flex-col gap-x-5 gap-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm sm:flex-row sm:flex-wrap">
          <div className="w-full">
            <dt className="sr-only">Task</dt>
            <dd className="font-semibold text-slate-900">{task.title}</dd>
            <dd className="text-slate-600">{task.categoryName}</dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Date</dt>
            <dd>{taskDate(task.scheduledDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Location</dt>
            <dd className="truncate">{task.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Wallet className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Budget</dt>
            <dd>{task.budget ? `Up to ${format(task.budget)}` : "Open budget"}</dd>
          </div>
        </dl>
        <PhotoGallery photos={task.photos} label="Task photos" className="mt-4 justify-center" />
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="outline" onClick={onAnother}>
            Post Another Task
          </Button>
          <Button onClick={onMyTasks}>View My Tasks</Button>
          <ReturnToHireButton taskId={task.id} />
        </div>
      </Card>

      <section className="mt-10" aria-labelledby="matches-title">
        <h2 id="matches-title" className="text-xl font-semibold text-slate-900">
          Taskers matched to your task
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Skilled in {task.categoryName} and serving your area: nearest first, those free on{" "}
          {taskDate(task.scheduledDate)} first, then best rated. Invite them to send you an offer.
        </p>
        <div className="mt-4">
          <MatchedTaskers taskId={task.id} />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Prefer to look around?{" "}
          <Link href="/browse-taskers" className="font-semibold text-brand-700 hover:underline">
            Browse all taskers
          </Link>
        </p>
      </section>
    </div>
  );
}
