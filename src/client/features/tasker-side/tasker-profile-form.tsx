// Create or edit the tasker profile: business name, description, skills (from the categories),
// hourly rate, experience, service area. Shared zod schema. Days and hours are set in one place only,
// the weekly hours of the Availability card (schedule/).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { MIN_HOURLY_RATE } from "@contract/constants";
import { createTaskerProfileSchema, type OwnTaskerProfile } from "@contract/tasker-profile";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { categoriesQuery, categoryIcon } from "@/features/taskers";
import { showServerErrors } from "@/lib/form-errors";
import { Chip } from "./chip";

const RATE_HINT = `At least $${MIN_HOURLY_RATE.toFixed(2)}. Customers pay this plus a 5% service fee.`;

export type TaskerProfileFormInput = z.input<typeof createTaskerProfileSchema>;
export type TaskerProfileFormOutput = z.output<typeof createTaskerProfileSchema>;
const PROFILE_FIELDS = ["businessName", "description", "experience", "skills", "hourlyRate", "serviceArea"] as const;

function defaults(profile?: OwnTaskerProfile | null): TaskerProfileFormInput {
  return {
    businessName: profile?.businessName ?? "",
    description: profile?.description ?? "",
    skills: profile?.skills ?? [],
    hourlyRate: profile?.hourlyRate ?? "",
    experience: profile?.experience ?? "",
    serviceArea: profile?.serviceArea ?? "",
  };
}

export function TaskerProfileForm({
  profile,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  profile?: OwnTaskerProfile | null;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(values: TaskerProfileFormOutput): Promise<void>;
}) {
  const categories = useQuery(categoriesQuery());
  const form = useForm<TaskerProfileFormInput, unknown, TaskerProfileFormOutput>({
    resolver: zodResolver(createTaskerProfileSchema),
    defaultValues: defaults(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(form.setError, error, PROFILE_FIELDS);
    }
  });

  const aria = (name: string, hasError: boolean) => ({
    id: name,
    "aria-invalid": hasError,
    "aria-describedby": hasError ? `${name}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>About your business</CardTitle>
          <p className="text-sm text-slate-600">This is what customers see first on your profile and in search.</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            id="businessName"
            label="Business name (optional)"
            error={errors.businessName?.message}
            hint="Shown as your name. Leave it empty to use your first name and last initial."
          >
            <Input
              placeholder="e.g. Brooks Home Services"
              maxLength={80}
              {...aria("businessName", !!errors.businessName)}
              {...form.register("businessName")}
            />
          </Field>
          <Field
            id="description"
            label="Describe your services"
            error={errors.description?.message}
            hint="What you do, what you bring, what customers can expect."
          >
            <Textarea
              rows={5}
              maxLength={2000}
              placeholder="I'm a handy, detail-oriented pro who mounts TVs, assembles furniture and..."
              {...aria("description", !!errors.description)}
              {...form.register("description")}
            />
          </Field>
          <Field id="experience" label="Experience (optional)" error={errors.experience?.message}>
            <Input
              placeholder="e.g. 5 years, licensed electrician"
              maxLength={500}
              {...aria("experience", !!errors.experience)}
              {...form.register("experience")}
            />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle id="skills-label">Skills</CardTitle>
          <p className="text-sm text-slate-600">Choose the services you offer. Customers filter by these.</p>
        </CardHeader>
        <CardContent>
          {categories.isLoading ? (
            <div className="flex flex-wrap gap-2" aria-label="Loading skills">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="h-11 w-32 rounded-full" />
              ))}
            </div>
          ) : categories.isError ? (
            <p role="alert" className="text-sm text-red-700">
              We couldn't load the service categories. Please reload the page.
            </p>
          ) : (
            <Controller
              control={form.control}
              name="skills"
              render={({ field }) => (
                <div
                  role="group"
                  aria-labelledby="skills-label"
                  aria-describedby={errors.skills ? "skills-error" : undefined}
                  className="flex flex-wrap gap-2"
                >
                  {(categories.data ?? []).map((c) => {
                    const Icon = categoryIcon(c.name);
                    const on = field.value.includes(c.name);
                    return (
                      <Chip
                        key={c.id}
                        pressed={on}
                        icon={<Icon className="size-4 text-slate-500" aria-hidden="true" />}
                        onToggle={() =>
                          field.onChange(on ? field.value.filter((s) => s !== c.name) : [...field.value, c.name])
                        }
                      >
                        {c.name}
                      </Chip>
                    );
                  })}
                </div>
              )}
            />
          )}
          {errors.skills && (
            <p id="skills-error" role="alert" className="mt-2 text-sm text-red-700">
              {errors.skills.message ?? errors.skills.root?.message}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Rate and availability</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field id="hourlyRate" label="Hourly rate (USD)" error={errors.hourlyRate?.message} hint={RATE_HINT}>
              <div className="relative">
                <span
                  className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                >
                  $
                </span>
                <Input
                  inputMode="decimal"
                  placeholder="45.00"
                  className="pl-7"
                  {...aria("hourlyRate", !!errors.hourlyRate)}
                  {...form.register("hourlyRate", { setValueAs: (v: unknown) => String(v ?? "") })}
                />
              </div>
            </Field>
            <Field
              id="serviceArea"
              label="Service area (optional)"
              error={errors.serviceArea?.message}
              hint="Where you take jobs, e.g. Austin and Round Rock."
            >
              <Input
                placeholder="e.g. Austin, TX"
                maxLength={120}
                {...aria("serviceArea", !!errors.serviceArea)}
                {...form.register("serviceArea")}
              />
            </Field>
          </div>
          <p className="text-sm text-slate-600">
            {profile ? (
              <>
                The days and hours you work are set under{" "}
                <a href="#availability" className="font-medium text-brand-700 underline underline-offset-2">
                  Availability
                </a>{" "}
                below.
              </>
            ) : (
              "Once your profile is created, set the days and hours you work on this page."
            )}
          </p>
        </CardContent>
      </Card>

      {errors.root && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
