// POST /api/photos?use=…: uploads one image and answers its view (URLs of its sized variants). The
// photo stays loose until a task, a message or the portfolio it is sent with attaches it.
import type { PhotoUse, PhotoView } from "@contract/photos";
import { ApiRequestError, apiFetch } from "./api";

/** Uploads `file` for `use`; a refusal throws an Error with the server's message (and its `status`). */
export async function uploadPhoto(file: File, use: PhotoUse, signal?: AbortSignal): Promise<PhotoView> {
  const body = new FormData();
  body.append("file", file);
  try {
    const response = await apiFetch("POST", `/api/photos?use=${encodeURIComponent(use)}`, body, {}, signal);
    return (await response.json()) as PhotoView;
  } catch (error) {
    if (error instanceof ApiRequestError) throw Object.assign(new Error(error.serverMessage), { status: error.status });
    throw error;
  }
}
