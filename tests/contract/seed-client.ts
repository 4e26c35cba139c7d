// A client that talks to taskly exactly as taskly's first web client (the seed) does: every
// call sends the cookies it holds, a body is JSON with a JSON content type, a non-success answer
// raises "<status>: <body text or status text>", and a success is parsed as JSON.
import type { FastifyInstance } from "fastify";

export class SeedCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body || "(no body)"}`);
  }
}

export class SeedClient {
  #cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  /** The call as the seed makes it; resolves to the parsed JSON (null for an empty body). */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.#cookies.size) headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await this.app.inject({
      method: method as "GET",
      url: path,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of [response.headers["set-cookie"] ?? []].flat()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.#cookies.delete(name);
      else this.#cookies.set(name, value.join("="));
    }
    if (response.statusCode >= 400) throw new SeedCallError(response.statusCode, response.body);
    return (response.body ? JSON.parse(response.body) : null) as T;
  }

  /** The call that must fail: the error it raises (a success fails the test). */
  async refused(method: string, path: string, body?: unknown): Promise<SeedCallError> {
    try {
      await this.call(method, path, body);
    } catch (error) {
      if (error instanceof SeedCallError) return error;
      throw error;
    }
    throw new Error(`${method} ${path} was expected to fail`);
  }

  /** The seed client's default data fetch: the query key's parts joined with a slash. */
  fetchKey<T = unknown>(...parts: string[]): Promise<T> {
    return this.call<T>("GET", parts.join("/"));
  }

  forgetSession(): void {
    this.#cookies.clear();
  }
}
