// The API client, the one place that calls fetch. Every call sends credentials; a non-success
// response raises an error whose message is "<status>: <body text or status text>".
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
