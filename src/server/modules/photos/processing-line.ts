// At most two images are decoded at once in a process (each can take tens of MB for a moment: a
// 12-megapixel photo is 36 MB of pixels), a short line waits for them, and past it an upload is
// refused with 503 and Retry-After, so a burst of uploads cannot exhaust memory (decision 0051).
import { HttpError } from "../../lib/http-error";
import { createAdmission } from "../../plugins/admission";

export const PHOTO_SLOTS = 2;
export const PHOTOS_BUSY_MESSAGE = "The server is busy with other photos. Please try again in a few seconds.";

const admission = createAdmission({ limit: PHOTO_SLOTS, maxQueued: 32, maxWaitMs: 20_000 });

/** Runs `work` in one of the processing slots (waiting in the line for one), or refuses with 503. */
export function withPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const leave = admission.enter(
      () =>
        void work()
          .then(resolve, reject)
          .finally(() => leave()),
      () => reject(new HttpError(503, PHOTOS_BUSY_MESSAGE)),
    );
  });
}
