// argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1), and a refusal of the most common passwords.
import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords";

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, so not importable under isolatedModules)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
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
  dummyHash ??= hashPassword("taskly-dummy-password-for-timing");
  return dummyHash;
}
