// argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1), and a refusal of the most common passwords.
// Each hash or verification takes tens of milliseconds of a core and 19 MB: at most
// passwordWork().limit run at once in this process, a short line waits (PASSWORD_CHECKS_QUEUED, for at
// most PASSWORD_CHECK_WAIT_MS), and past it the request is refused with 503 and Retry-After, so a flood
// of sign-ups or logins cannot starve other requests (decision 0036). Callers do their cheap checks
// (schema, throttles, tokens) before asking.
import { hash, verify } from "@node-rs/argon2";
import { HttpError } from "../../lib/http-error";
import { createAdmission, type AdmissionLimits } from "../../plugins/admission";
import { COMMON_PASSWORDS } from "./common-passwords";

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, so not importable under isolatedModules)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const PASSWORD_SLOTS = 2;
export const PASSWORD_BUSY_MESSAGE = "The server is busy checking passwords. Please try again in a few seconds.";

let work: AdmissionLimits = { limit: PASSWORD_SLOTS, maxQueued: 16, maxWaitMs: 2000 };
let admission = createAdmission(work);

/** The line's bounds, from the settings; the app sets them as it starts. */
export function setPasswordLine(maxQueued: number, maxWaitMs: number): void {
  if (maxQueued === work.maxQueued && maxWaitMs === work.maxWaitMs) return;
  work = { limit: PASSWORD_SLOTS, maxQueued, maxWaitMs };
  admission = createAdmission(work);
}

export const passwordWork = (): Readonly<AdmissionLimits> => work;

/** Runs `work` in one of the password slots (waiting in the short line for one), or refuses with 503. */
export function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const leave = admission.enter(
      () =>
        void work()
          .then(resolve, reject)
          .finally(() => leave()),
      () => reject(new HttpError(503, PASSWORD_BUSY_MESSAGE)),
    );
  });
}

export function hashPassword(password: string): Promise<string> {
  return withPasswordSlot(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withPasswordSlot(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return false;
  }
}

/** A message when the password is too common to be safe, else null. */
export function commonPasswordMessage(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase())
    ? "This password is too common. Please choose a less guessable one."
    : null;
}

// A real hash to verify against when the account does not exist, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  // A refused first attempt (503) is not kept: the next caller tries again.
  dummyHash ??= hashPassword("taskly-dummy-password-for-timing").catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
