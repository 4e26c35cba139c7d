// Tasker settings › Portfolio: add photos of your work (each joins the portfolio as soon as it is
// uploaded), give each a caption and a category, move them up and down with buttons, remove them.
// Past MAX_PORTFOLIO_PHOTOS the picker says so and the server refuses more.
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Images, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { PhotoView } from "@contract/photos";
import { MAX_CAPTION_LENGTH, PORTFOLIO_LIMIT_REACHED, type PortfolioItem } from "@contract/portfolio";
import { PhotoPicker } from "@/components/photos";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Input, Label, NativeSelect } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { categoriesQuery } from "@/features/taskers";
import { errorMessage } from "@/lib/api";
import {
  addPortfolioPhoto,
  editPortfolioPhoto,
  ownPortfolioQuery,
  removePortfolioPhoto,
  reorderPortfolio,
} from "./api/portfolio";

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });

export function PortfolioSettings() {
  const portfolio = useQuery(ownPortfolioQuery());
  // Photos uploaded by the picker, shown there until the portfolio holds them.
  const [uploaded, setUploaded] = useState<PhotoView[]>([]);
  const data = portfolio.data;

  const onUploaded = (photos: PhotoView[]) => {
    const added = photos.filter((p) => !uploaded.some((u) => u.id === p.id));
    setUploaded(photos);
    for (const photo of added)
      void addPortfolioPhoto({ photoId: photo.id })
        .catch(failed("Could not add the photo"))
        .finally(() => setUploaded((list) => list.filter((p) => p.id !== photo.id)));
  };

  const move = (index: number, by: number) => {
    if (!data) return;
    const ids = data.items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void reorderPortfolio(ids).catch(failed("Could not reorder your portfolio"));
  };

  return (
    <Card role="region" aria-labelledby="portfolio-title" className="p-4 sm:p-6">
      <div className="flex gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Images className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="portfolio-title" className="text-lg font-semibold text-slate-900">
            Portfolio
          </h2>
          <p className="text-sm text-slate-600">
            Photos of your work, shown on your public profile in this order. Add a caption to say what the job was.
          </p>
        </div>
      </div>
      {portfolio.isLoading && <Skeleton className="mt-4 h-32 rounded-xl" />}
      {portfolio.isError && (
        <div className="mt-4">
          <ErrorNotice
            error={portfolio.error}
            fallback="We could not load your portfolio."
            onRetry={() => void portfolio.refetch()}
          />
        </div>
      )}
      {data && (
        <div className="mt-4 grid gap-4">
          {data.items.length >= data.max ? (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {PORTFOLIO_LIMIT_REACHED}
            </p>
          ) : (
            <PhotoPicker
              use="portfolio"
              label="Portfolio photos"
              value={uploaded}
              onChange={onUploaded}
              max={data.max - data.items.length + uploaded.length}
            />
          )}
          {data.items.length > 0 ? (
            <ol aria-label="Your portfolio photos" className="grid gap-3">
              {data.items.map((item, index) => (
                <PortfolioRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={data.items.length}
                  onMove={(by) => move(index, by)}
                />
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600">No photos yet. Customers like to see work like theirs.</p>
          )}
        </div>
      )}
    </Card>
  );
}

function PortfolioRow({
  item,
  index,
  count,
  onMove,
}: {
  item: PortfolioItem;
  index: number;
  count: number;
  onMove: (by: number) => void;
}) {
  const id = useId();
  const categories = useQuery(categoriesQuery());
  const [caption, setCaption] = useState(item.caption);
  const n = index + 1;

  const saveCaption = () => {
    if (caption.trim() === item.caption) return;
    void editPortfolioPhoto(item.id, { caption })
      .then(() => toast({ title: "Caption saved", variant: "success" }))
      .catch(failed("Could not save the caption"));
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row">
      <img
        src={item.photo.thumb}
        alt={item.caption || `Portfolio photo ${n}`}
        width={item.photo.width}
        height={item.photo.height}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full rounded-lg bg-slate-100 object-cover sm:w-28"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-caption`}>Caption of photo {n}</Label>
          <Input
            id={`${id}-caption`}
            value={caption}
            maxLength={MAX_CAPTION_LENGTH}
            onChange={(event) => setCaption(event.target.value)}
            onBlur={saveCaption}
            onKeyDown={(event) => event.key === "Enter" && saveCaption()}
            placeholder="What was the job?"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`}>Category of photo {n}</Label>
          <NativeSelect
            id={`${id}-category`}
            value={item.category?.id ?? ""}
            onChange={(event) =>
              void editPortfolioPhoto(item.id, { categoryId: event.target.value || null }).catch(
                failed("Could not save the category"),
              )
            }
          >
            <option value="">No category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex gap-1 sm:flex-col">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Move photo ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Move photo ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Remove photo ${n}`}
          onClick={() =>
            void removePortfolioPhoto(item.id)
              .then(() => toast({ title: "Photo removed from your portfolio", variant: "success" }))
              .catch(failed("Could not remove the photo"))
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
