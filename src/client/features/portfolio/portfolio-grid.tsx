// The portfolio on a tasker's public profile (server-rendered): a grid of square thumbnails with their
// captions, each a button that opens the larger view in a dialog (Escape or Close shuts it; Previous,
// Next and the arrow keys walk the photos). The grid sits below the fold, so its images load lazily
// and decode off the main thread; width and height keep their space before they arrive.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import type { PortfolioItem } from "@contract/portfolio";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "@/components/ui/dialog";

/** The grid's cells: half the phone's width, a third of the column from `sm`, 240 px in the wide layout. */
const GRID_SIZES = "(min-width: 1024px) 240px, (min-width: 640px) 30vw, 46vw";

function altOf(item: PortfolioItem, index: number, name: string): string {
  return item.caption || `Work by ${name}, photo ${index + 1}`;
}

export function PortfolioGrid({ items, name }: { items: PortfolioItem[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : items[open];
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + items.length) % items.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`Photos of ${name}'s work`}>
        {items.map((item, index) => (
          <li key={item.id}>
            <figure className="grid gap-1.5">
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={`Open photo ${index + 1} of ${items.length}${item.caption ? `: ${item.caption}` : ""}`}
                className="block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={item.photo.thumb}
                  srcSet={item.photo.srcset}
                  sizes={GRID_SIZES}
                  width={item.photo.width}
                  height={item.photo.height}
                  alt={altOf(item, index, name)}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform hover:scale-105"
                />
              </button>
              {(item.caption || item.category) && (
                <figcaption className="text-sm text-slate-700">
                  {item.caption}
                  {item.category && <span className="block text-xs text-slate-500">{item.category.name}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Dialog open={current != null} onOpenChange={(next) => !next && setOpen(null)}>
        {current ? (
          <DialogContent className="max-w-4xl" onKeyDown={onKeyDown}>
            <DialogHeader
              title={`Photo ${open! + 1} of ${items.length}`}
              description={[current.caption, current.category?.name].filter(Boolean).join(" · ") || undefined}
            />
            <img
              src={current.photo.src}
              srcSet={current.photo.srcset}
              sizes="(min-width: 56rem) 54rem, 100vw"
              width={current.photo.width}
              height={current.photo.height}
              alt={altOf(current, open!, name)}
              className="max-h-[70vh] w-full rounded-xl bg-slate-100 object-contain"
            />
            {items.length > 1 && (
              <div className="flex justify-between">
                <Button variant="outline" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" /> Previous
                </Button>
                <Button variant="outline" onClick={() => step(1)}>
                  Next <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
