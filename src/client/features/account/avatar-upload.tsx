// Profile image upload: JPEG, PNG or WebP up to 5 MB, previewed before upload; the server
// re-encodes it to a 256×256 WebP.
import { Camera, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SessionUser } from "@contract/auth";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@contract/users";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { errorMessage } from "@/lib/api";
import { removeAvatar, uploadAvatar } from "./api/avatar";
import { initialsFor } from "@contract/tasker-display";

/** The client-side check, with the same messages as the server. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "Please upload a JPEG, PNG or WebP image.";
  if (file.size > AVATAR_MAX_BYTES) return "The image must be 5 MB or smaller.";
  if (file.size === 0) return "The file is empty.";
  return null;
}

export function AvatarUpload({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      setError(problem);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadAvatar(file);
      await refresh();
      reset();
      toast({ title: "Photo updated", variant: "success" });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeAvatar();
      await refresh();
      toast({ title: "Photo removed" });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const initials = initialsFor(`${user.firstName} ${user.lastName}`, user.id);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative self-start">
        <Avatar
          initials={initials}
          image={preview ?? user.profileImage}
          seed={user.id}
          size="lg"
          className="size-24 text-3xl"
        />
        <span className="absolute -bottom-1 -right-1 inline-flex size-8 items-center justify-center rounded-full bg-white text-slate-600 shadow ring-1 ring-slate-200">
          <Camera className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">JPEG, PNG or WebP, up to 5 MB. We crop it to a square.</p>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="sr-only"
          aria-describedby={error ? "avatar-error" : undefined}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button onClick={() => void save()} disabled={busy}>
                <Upload /> {busy ? "Uploading..." : "Save photo"}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={busy}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
                <Camera /> {user.profileImage ? "Change photo" : "Upload photo"}
              </Button>
              {user.profileImage && (
                <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
                  <Trash2 /> Remove
                </Button>
              )}
            </>
          )}
        </div>
        <label htmlFor="avatar-file" className="sr-only">
          Profile photo
        </label>
        {error && (
          <p id="avatar-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
