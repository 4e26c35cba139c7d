// After the client build: a brotli (.br) and a gzip (.gz) twin of every text file of 1 KB or more in
// dist/client, compressed once at their best levels; the server sends the twin the browser accepts.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "dist/client";
const TEXT = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? files(file) : [file];
  });
}

let count = 0;
for (const file of files(ROOT)) {
  if (!TEXT.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`compressed ${count} client files (.br and .gz)`);
