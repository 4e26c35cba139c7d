// A worker thread that reads one calendar (parse-ics.ts): it says when it starts reading (the time
// limit of parse-in-worker.ts counts from then, not from loading its code), then posts the busy times
// or the import error, and ends.
import { parentPort, workerData } from "node:worker_threads";
import { ImportError, UNREADABLE } from "./import-error";
import type { ParseMessage, ParseRequest } from "./parse-messages";
import { parseBusyTimes } from "./parse-ics";

const send = (message: ParseMessage) => parentPort!.postMessage(message);
const { text, window, zone } = workerData as ParseRequest;
send({ started: true });
let answer: ParseMessage;
try {
  answer = { busy: parseBusyTimes(text, window, zone) };
} catch (error) {
  answer = { error: error instanceof ImportError ? error.message : UNREADABLE };
}
send(answer);
