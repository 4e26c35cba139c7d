// The API client, the one place that calls fetch. Every call sends credentials; a non-success
// response raises an error whose message is "<status>: <body text or status text>".
import {
  LINK_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  nextCursorFromLink,
  type CountedPage,
} from "@contract/page-headers";

export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `{ message }`, when the body is one; else the whole error text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.message;
  }

  get fieldErrors(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    } catch {
      return {};
    }
  }
}

/**
 * The HTTP status of a failed request: also of an error that came in a server-rendered page's
 * query data, where it is a plain object that kept its `status`.
 */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiRequestError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

/** Sends `body` as JSON, or as multipart when it is a FormData (a file upload); `signal` can cancel it. */
export async function apiFetch(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    signal,
    headers: body === undefined || isForm ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** JSON request; resolves to the parsed body (null for 204). */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await apiFetch(method, url, body, headers);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>("GET", url);

/**
 * One page of a paged list: the body is the page's items, the `Link` header names the next page and
 * `X-Total-Count` (on lists whose screens show a count) the number of items on all pages, a lower
 * bound when `X-Total-Count-Capped` says the list stopped counting.
 */
export async function apiGetPage<T>(url: string): Promise<CountedPage<T>> {
  const response = await apiFetch("GET", url);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const items = (await response.json()) as T[];
  return {
    items,
    nextCursor: nextCursorFromLink(response.headers.get(LINK_HEADER)),
    total: Number.isFinite(total) && response.headers.has(TOTAL_COUNT_HEADER) ? total : items.length,
    totalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === "true",
  };
}

/** "?a=1&b=2" from the parameters that have a value; "" when none has. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Shows an error to a person: the server's message when there is one. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  // A server failure's text ("Internal Server Error") means nothing to a person: say it plainly.
  // A 503 from our server explains itself (briefly unavailable, try again): show that.
  const explained = error instanceof ApiRequestError && error.status === 503 && error.serverMessage !== error.message;
  if (explained) return error.serverMessage;
  if (error instanceof ApiRequestError) return error.status >= 500 ? fallback : error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
