// Draws the installed app's icons (public/icons/) from the brand mark of public/favicon.svg: the
// manifest's 192 and 512 px icons (rounded, transparent corners), a maskable 512 px one (full bleed,
// the mark inside the 80 % safe zone), Apple's 180 px touch icon (full bleed: iOS rounds it), and the
// monochrome badge Android shows in the status bar. Run again after changing the mark:
// node scripts/app-icons.mjs
import fs from "node:fs";
import sharp from "sharp";

const TEAL = "#0f766e";
const CHECK = `<path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${TEAL}"/>${CHECK}</svg>`;
// The check scaled to 80 % around the centre, so every mask shape keeps it whole.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${CHECK}</g></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M7 16.5l6 6L25 10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const icons = [
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["icon-maskable-512.png", fullBleed(0.8), 512],
  ["apple-touch-icon.png", fullBleed(0.9), 180],
  ["badge-96.png", badge, 96],
];

fs.mkdirSync("public/icons", { recursive: true });
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
}
