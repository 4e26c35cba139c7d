// What turning a phone photo into its stored variants costs: a 12-megapixel JPEG (4000 × 3000, camera
// noise, EXIF orientation) through the upload's processing (src/server/modules/photos/process.ts),
// one at a time and two at once (the processing line's slots). Time, CPU and peak memory are read in
// a fresh child process, so nothing else the bench holds counts. Part of `npm run bench`
// (BENCH_ONLY=photo runs it alone); `npx tsx bench/photo-processing.ts` runs it on its own.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PHOTO_SLOTS } from "../src/server/modules/photos/processing-line";
import { processPhoto } from "../src/server/modules/photos/process";

const RUNS = 5;
const SELF = fileURLToPath(import.meta.url);

interface ChildResult {
  /** Wall time of each round, ms. */
  rounds: number[];
  cpuMs: number;
  baselineMb: number;
  peakMb: number;
  outputKb: number;
}

async function child(file: string, together: number): Promise<void> {
  const bytes = fs.readFileSync(file);
  const baselineMb = process.memoryUsage().rss / 2 ** 20;
  const rounds: number[] = [];
  const cpu = process.cpuUsage();
  let outputKb = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: together }, () => processPhoto(bytes)));
    rounds.push(performance.now() - started);
    outputKb = results[0]!.reduce((sum, v) => sum + v.bytes.length, 0) / 1024;
  }
  const used = process.cpuUsage(cpu);
  const result: ChildResult = {
    rounds,
    cpuMs: (used.user + used.system) / 1000 / RUNS / together,
    baselineMb,
    peakMb: process.resourceUsage().maxRSS / 1024,
    outputKb,
  };
  process.stdout.write(JSON.stringify(result));
}

/** A camera-like 12 MP JPEG (noise does not compress away, as a real scene does not), turned 90°. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#7a9cc6",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs the measurement and answers the report's lines. */
export async function measurePhotoProcessing(): Promise<string[]> {
  const bytes = await twelveMegapixelJpeg();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "taskly-photo-")), "12mp.jpg");
  fs.writeFileSync(file, bytes);
  const lines = [`photo processing: a 12 MP JPEG of ${(bytes.length / 2 ** 20).toFixed(1)} MB → WebP 320/960/1920 px`];
  for (const together of [1, PHOTO_SLOTS]) {
    const run = spawnSync(process.execPath, ["--import", "tsx", SELF, "--child", file, String(together)], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`photo processing child failed: ${run.stderr}`);
    const r = JSON.parse(run.stdout) as ChildResult;
    lines.push(
      `  ${together} at once: ${median(r.rounds.slice(1)).toFixed(0)} ms a round (median of ${RUNS - 1} after a warm-up), ` +
        `${r.cpuMs.toFixed(0)} ms CPU a photo, peak memory ${r.peakMb.toFixed(0)} MB ` +
        `(${(r.peakMb - r.baselineMb).toFixed(0)} MB above the process at rest), variants ${r.outputKb.toFixed(0)} KB`,
    );
  }
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return lines;
}

const childAt = process.argv.indexOf("--child");
if (childAt >= 0) {
  await child(process.argv[childAt + 1]!, Number(process.argv[childAt + 2]));
} else if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  console.log((await measurePhotoProcessing()).join("\n"));
}
