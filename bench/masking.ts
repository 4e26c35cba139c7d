// What contact masking costs on hostile text (src/server/security/hostile-text.ts): 200 messages,
// masked as a receiver's read of 200 messages would. Prints the CPU time (best of 5) and per message.
// `npx tsx bench/masking.ts`; not part of `npm run bench` (it needs no database).
import { maskContactDetails } from "../src/contract/messages";
import { HOSTILE_CONTACT_TEXTS } from "../src/server/security/hostile-text";

const HOSTILE = HOSTILE_CONTACT_TEXTS;
const MESSAGES = 200;

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const runs = Array.from({ length: 5 }, () =>
  cpuMs(() => {
    for (let i = 0; i < MESSAGES; i += 1) maskContactDetails(HOSTILE[i % HOSTILE.length]!);
  }),
);
const best = Math.min(...runs);
console.log(
  `contact masking, ${MESSAGES} hostile messages of 5,000 characters: ${best.toFixed(1)} ms CPU ` +
    `(best of 5; ${((best / MESSAGES) * 1000).toFixed(0)} µs a message)`,
);
