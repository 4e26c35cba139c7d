// Idempotency-Key values for requests that charge a card. A retry of the same request (after an error
// or an answer that never arrived) must send the key of the first attempt, so the server answers it
// with the first result instead of charging again; a new request, or the same one after it
// succeeded, gets a new key (a second tip of the same amount is a second tip).
import { useState } from "react";

export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Keeps one key per request until that request succeeds. */
export class RetryKey {
  private held: { request: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** Runs `send` with the key of `request` (anything JSON): the earlier attempt's key while it has not succeeded. */
  async send<T>(request: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(request);
    if (this.held?.request !== fingerprint) this.held = { request: fingerprint, key: this.newKey() };
    const result = await send(this.held.key);
    this.held = null;
    return result;
  }
}

/** A RetryKey for the lifetime of a component (a form or a list of buttons that charge). */
export function useRetryKey(): RetryKey {
  return useState(() => new RetryKey())[0];
}
