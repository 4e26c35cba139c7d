// Reading the one file of a multipart upload (field 'file') into memory, with the module's own
// messages for a missing, empty or too large file. Register @fastify/multipart with a fileSize limit
// on the route's scope first.
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../lib/http-error";

export async function uploadedFile(request: FastifyRequest, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data in a field named 'file'.");
  try {
    const file = await request.file();
    if (!file || file.fieldname !== "file") throw badRequest("Please choose an image to upload.");
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw badRequest("The file is empty.");
    return bytes;
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    if (code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(tooLarge);
    if (error instanceof Error && "statusCode" in error && error.statusCode === 400) throw error;
    if (code.startsWith("FST_")) throw badRequest("The upload could not be read. Please try again.");
    throw error;
  }
}
