// A strip of photo thumbnails; each opens a larger view in a dialog (Escape or Close shuts it,
// Previous/Next and the arrow keys walk the photos). `caption` adds a line under the large view,
// such as the time a message with the photo was sent.
import { useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { PhotoView } from "@contract/photos";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

export type PhotoGalleryProps = {
  photos: PhotoView[];
  /** Names the photos for screen readers: "Task photos". */
  label: string;
  caption?: string;
  /** Thumbnail size: `sm` for message bubbles and cards, `md` for a task page. */
  size?: "sm" | "md";
  className?: string;
};

export function PhotoGallery({ photos, label, caption, size = "md", className }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.length) return null;
  const current = open === null ? null : photos[open];
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };

  return (
    <>
      <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
              className="block overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={photo.thumb}
                alt=""
                loading="lazy"
                decoding="async"
                width={photo.width}
                height={photo.height}
                className={cn("object-cover", size === "sm" ? "size-20" : "size-24 sm:size-28")}
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current != null} onOpenChange={(next) => !next && setOpen(null)}>
        {current ? (
          <DialogContent className="max-w-4xl" onKeyDown={onKeyDown}>
            <DialogHeader title={`${label}: ${open! + 1} of ${photos.length}`} description={caption} />
            <img
              src={current.src}
              srcSet={current.srcset}
              sizes="(min-width: 56rem) 54rem, 100vw"
              alt={`${label}, photo ${open! + 1}`}
              width={current.width}
              height={current.height}
              className="max-h-[70vh] w-full rounded-xl bg-slate-100 object-contain"
            />
            {photos.length > 1 ? (
              <div className="flex justify-between">
                <Button variant="outline" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <Button variant="outline" onClick={() => step(1)}>
                  Next <ChevronRight aria-hidden />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
