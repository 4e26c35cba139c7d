import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium", {
  variants: {
    variant: {
      default: "bg-brand-50 text-brand-800 ring-1 ring-brand-200",
      secondary: "bg-slate-100 text-slate-700",
      outline: "ring-1 ring-slate-300 text-slate-700",
      success: "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200",
      warning: "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
      danger: "bg-red-50 text-red-800 ring-1 ring-red-200",
      info: "bg-sky-50 text-sky-800 ring-1 ring-sky-200",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
