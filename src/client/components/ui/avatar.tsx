import { portraitUrl } from "@contract/portraits";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-9 text-sm", md: "size-12 text-base", lg: "size-20 text-2xl" } as const;
const PIXELS = { sm: 36, md: 48, lg: 80 } as const;

/**
 * The person's uploaded photo; else their illustrated portrait (drawn from `seed`, their user id, so a
 * person keeps one face everywhere); else the initials on a brand tint.
 */
export function Avatar({
  initials,
  image,
  seed,
  size = "md",
  className,
  label,
  eager = false,
}: {
  initials: string;
  image?: string | null;
  seed?: string;
  size?: keyof typeof SIZES;
  className?: string;
  label?: string;
  /** Load at once (a picture at the top of the page); others load as they scroll into view. */
  eager?: boolean;
}) {
  const src = image || (seed ? portraitUrl(seed) : null);
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
      {src ? (
        <img
          src={src}
          alt=""
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        initials.slice(0, 2).toUpperCase()
      )}
    </span>
  );
}
