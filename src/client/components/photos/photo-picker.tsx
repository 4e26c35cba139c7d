// Choose photos for a task, a message or a portfolio: a drop zone with a file button (on phones the
// browser offers the camera), each file uploaded as soon as it is added, thumbnails with their state,
// move left/right and remove. The parent holds the uploaded photos in order (`value`); uploads in
// flight and failed ones live here until they finish or are dismissed.
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, ImagePlus, LoaderCircle, X } from "lucide-react";
import type { PhotoUse, PhotoView } from "@contract/photos";
import { uploadPhoto } from "@/lib/photos";
import { cn } from "@/lib/utils";
import { moved, PHOTO_ACCEPT, photoFileProblem } from "./photo-rules";

type Pending = { key: string; name: string; preview: string; error: string | null };

export type PhotoPickerProps = {
  use: PhotoUse;
  value: PhotoView[];
  onChange: (photos: PhotoView[]) => void;
  /** Told whether any upload is still running, so a form can wait before it sends. */
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  label?: string;
  className?: string;
};

export function PhotoPicker({
  use,
  value,
  onChange,
  onBusyChange,
  max = 10,
  label = "Photos",
  className,
}: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Uploads finish in any order; the latest list is read when each one lands.
  const latest = useRef(value);
  latest.current = value;
  const controllers = useRef(new Map<string, AbortController>());

  const busy = pending.some((p) => p.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const uploading = pending.filter((p) => p.error === null).length;
  const room = max - value.length - uploading;

  function add(files: File[]) {
    setNotice(files.length > room ? `You can add up to ${max} photos.` : null);
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = `${Date.now()}-${Math.random()}`;
      const problem = photoFileProblem(file);
      const preview = problem ? "" : URL.createObjectURL(file);
      setPending((list) => [...list, { key, name: file.name, preview, error: problem }]);
      if (problem) continue;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadPhoto(file, use, controller.signal)
        .then((photo) => {
          setPending((list) => list.filter((p) => p.key !== key));
          onChange([...latest.current, photo]);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : "The upload failed.";
          setPending((list) => list.map((p) => (p.key === key ? { ...p, error: message } : p)));
        })
        .finally(() => {
          controllers.current.delete(key);
          URL.revokeObjectURL(preview);
        });
    }
  }

  function dismiss(key: string) {
    controllers.current.get(key)?.abort();
    setPending((list) => list.filter((p) => p.key !== key));
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  }

  return (
    <div className={cn("grid gap-3", className)}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center",
          dragging && "border-brand-600 bg-brand-50",
        )}
      >
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          <ImagePlus aria-hidden className="size-4" />
          Add {label.toLowerCase()}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="sr-only"
            aria-describedby={hintId}
            disabled={room <= 0}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          Or drop them here. Up to {max}, JPEG, PNG, WebP or AVIF, 10 MB each ({value.length} of {max} added).
        </p>
      </div>
      {notice ? (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      {value.length || pending.length ? (
        <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {value.map((photo, index) => (
            <li key={photo.id} className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white">
              <img
                src={photo.thumb}
                alt={`${label} ${index + 1}`}
                width={photo.width}
                height={photo.height}
                className="aspect-square w-full object-cover"
              />
              <div className="flex justify-between bg-white/90 p-1">
                <ThumbButton
                  label={`Move photo ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => onChange(moved(value, index, index - 1))}
                >
                  <ChevronLeft aria-hidden />
                </ThumbButton>
                <ThumbButton
                  label={`Remove photo ${index + 1}`}
                  onClick={() => onChange(value.filter((p) => p.id !== photo.id))}
                >
                  <X aria-hidden />
                </ThumbButton>
                <ThumbButton
                  label={`Move photo ${index + 1} right`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moved(value, index, index + 1))}
                >
                  <ChevronRight aria-hidden />
                </ThumbButton>
              </div>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
              {p.preview ? (
                <img src={p.preview} alt="" className="aspect-square w-full object-cover opacity-60" />
              ) : (
                <div className="aspect-square w-full bg-slate-100" />
              )}
              <div className="absolute inset-x-0 top-0 p-1.5 text-xs">
                {p.error ? (
                  <p role="alert" className="rounded bg-red-50 p-1 text-red-800">
                    {p.error}
                  </p>
                ) : (
                  <p role="status" className="flex items-center gap-1 rounded bg-white/90 p-1 text-slate-800">
                    <LoaderCircle aria-hidden className="size-3 animate-spin" /> Uploading {p.name}…
                  </p>
                )}
              </div>
              <div className="flex justify-end bg-white/90 p-1">
                <ThumbButton label={p.error ? `Dismiss ${p.name}` : `Cancel ${p.name}`} onClick={() => dismiss(p.key)}>
                  <X aria-hidden />
                </ThumbButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ThumbButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}
