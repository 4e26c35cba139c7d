import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

/** Class names joined (clsx), a later Tailwind class replacing an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
