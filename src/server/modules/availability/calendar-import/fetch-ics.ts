// Fetches an iCalendar URL: http(s) only, public addresses only (address-guard), a time limit for the
// whole exchange, a size cap while reading, up to 3 redirects (each checked again).
import http from "node:http";
import https from "node:https";
import { assertLiteralAllowed, BlockedAddressError, guardedLookup } from "../../../lib/address-guard";
import { ImportError } from "./import-error";

export const MAX_ICS_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  maxBytes?: number;
}

function getOnce(url: URL, o: FetchOptions, signal: AbortSignal): Promise<{ redirect?: string; body?: string }> {
  const maxBytes = o.maxBytes ?? MAX_ICS_BYTES;
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      { lookup: guardedLookup(o.allowPrivate) as never, signal, headers: { accept: "text/calendar, */*;q=0.5" } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: new URL(response.headers.location, url).toString() });
        }
        if (status !== 200) {
          response.resume();
          return reject(new ImportError(`The calendar address answered with HTTP ${status}.`));
        }
        if (Number(response.headers["content-length"] ?? 0) >= maxBytes) {
          response.destroy();
          return reject(new ImportError("The calendar is too large (10 MB or more)."));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size >= maxBytes) {
            response.destroy();
            reject(new ImportError("The calendar is too large (10 MB or more)."));
          } else chunks.push(chunk);
        });
        response.on("end", () => resolve({ body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

function explain(error: unknown): Error {
  if (error instanceof ImportError) return error;
  if (error instanceof BlockedAddressError || (error as { cause?: unknown })?.cause instanceof BlockedAddressError)
    return new ImportError("The calendar address points to a private network, which taskly does not fetch.");
  if ((error as Error)?.name === "AbortError" || (error as Error)?.name === "TimeoutError")
    return new ImportError("The calendar address did not answer in time.");
  return new ImportError("The calendar address could not be reached.");
}

export async function fetchIcs(address: string, o: FetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(o.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new ImportError("The calendar address must start with http:// or https://.");
      assertLiteralAllowed(url.hostname, o.allowPrivate);
      const answer = await getOnce(url, o, signal);
      if (answer.body !== undefined) return answer.body;
      url = new URL(answer.redirect!);
    }
    throw new ImportError("The calendar address redirects too often.");
  } catch (error) {
    throw explain(signal.aborted ? Object.assign(new Error("timeout"), { name: "TimeoutError" }) : error);
  }
}
