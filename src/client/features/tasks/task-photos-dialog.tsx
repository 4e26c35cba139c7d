// The customer changes an open task's photos: add, reorder and remove, then Save (one request
// with the whole list).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { PhotoView } from "@contract/photos";
import { PhotoPicker } from "@/components/photos";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { refreshTaskQueries } from "./api/refresh";
import { setTaskPhotos } from "./api/task-photos";

export function TaskPhotosDialog({
  task,
  open,
  onOpenChange,
}: {
  task: { id: string; title: string; photos: PhotoView[] };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader title="Task photos" description={`Photos taskers see on "${task.title}".`} />
        {open && <PhotosForm task={task} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PhotosForm({ task, onDone }: { task: { id: string; photos: PhotoView[] }; onDone(): void }) {
  const [photos, setPhotos] = useState(task.photos);
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      setTaskPhotos(
        task.id,
        photos.map((p) => p.id),
      ),
    onSuccess: () => {
      toast({ title: "Photos saved", variant: "success" });
      void refreshTaskQueries();
      onDone();
    },
    onError: (error) =>
      toast({ title: "Could not save the photos", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <>
      <PhotoPicker use="task" value={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => save.mutate()} disabled={uploading || save.isPending}>
          {save.isPending ? "Saving..." : "Save photos"}
        </Button>
      </DialogFooter>
    </>
  );
}
