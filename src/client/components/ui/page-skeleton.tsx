import { Skeleton } from "./skeleton";

/** A whole screen while it loads: a heading, a line and a block. */
export function PageSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
