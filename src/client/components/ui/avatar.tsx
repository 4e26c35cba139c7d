import { cn } from "@/lib/utils";

const SIZES = { sm: "size-9 text-sm", md: "size-12 text-base", lg: "size-20 text-2xl" } as const;

/** The profile image, or the initials on a brand tint. */
export function Avatar({
  initials,
  image,
  size = "md",
  className,
  label,
}: {
  initials: string;
  image?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
  label?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800",
        SIZES[size],
        className,
      )}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
    >
      {image ? <img src={image} alt="" className="size-full object-cover" /> : initials.slice(0, 2).toUpperCase()}
    </span>
  );
}
