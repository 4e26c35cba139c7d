// The demo tasker's portfolio: 30 generated pictures (a wall, a floor and a piece of work drawn in
// the job's colours), processed and stored like uploads, with captions and categories, so a fresh
// `npm start` shows a full portfolio on Taylor's profile and in Taylor's settings. Seeded after the
// rows (it needs the storage driver), once: a tasker who already has a portfolio is left alone.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { MAX_PORTFOLIO_PHOTOS } from "../../../contract/portfolio";
import type { ObjectStorage } from "../../lib/storage";
import { processPhoto } from "../../modules/photos/process";
import { savePhoto } from "../../modules/photos/service";
import type { Db } from "../connect";
import { queryRows } from "../query";
import { DEMO_ACCOUNTS } from "./accounts";

const JOBS: [caption: string, category: string][] = [
  ["65 inch TV on drywall, cables hidden in the wall", "Mounting"],
  ["Floating oak shelves over the desk", "Mounting"],
  ["Gallery wall of twelve frames, laser-levelled", "Mounting"],
  ["Bathroom mirror and cabinet, anchored into tile", "Mounting"],
  ["Curtain rods for a bay window", "Mounting"],
  ["Wardrobe with sliding doors, two hours start to finish", "Furniture Assembly"],
  ["Bunk bed for two brothers, rock solid", "Furniture Assembly"],
  ["Standing desk with cable tray", "Furniture Assembly"],
  ["Kitchen island on castors", "Furniture Assembly"],
  ["Patio set of six chairs and a table", "Furniture Assembly"],
  ["Sticking door planed and rehung", "Home Repairs"],
  ["Drywall patch where a doorknob went through", "Home Repairs"],
  ["Loose stair banister fixed for good", "Home Repairs"],
  ["Cabinet hinges replaced and aligned", "Home Repairs"],
  ["Fence gate that closes on its own again", "Home Repairs"],
  ["Accent wall in deep green", "Painting"],
  ["Nursery in soft yellow, trim in white", "Painting"],
  ["Front door repainted in glossy red", "Painting"],
  ["Ceiling touch-up after a leak", "Painting"],
  ["Garden shed in weatherproof blue", "Painting"],
  ["Leaky kitchen faucet swapped", "Plumbing"],
  ["Running toilet fixed in twenty minutes", "Plumbing"],
  ["New shower head and hose", "Plumbing"],
  ["Dimmer switches in the living room", "Electrical"],
  ["Outdoor light by the porch", "Electrical"],
  ["Ceiling fan in the bedroom", "Electrical"],
  ["Raised garden beds, cedar", "Yard Work"],
  ["Hedges trimmed and the path cleared", "Yard Work"],
  ["Mailbox post set in concrete", "Yard Work"],
  ["Pegboard tool wall for the garage", "Mounting"],
];

const PALETTE = ["#1d4ed8", "#047857", "#b45309", "#be123c", "#6d28d9", "#0e7490", "#4d7c0f", "#9a3412"];

/** A 1200 × 900 JPEG: a wall, a floor and a framed piece in the job's colour. */
function picture(n: number): Promise<Buffer> {
  const colour = PALETTE[n % PALETTE.length];
  const wall = `hsl(${(n * 37) % 360}, 30%, 88%)`;
  const x = 160 + ((n * 97) % 380);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${wall}"/>
    <rect y="680" width="1200" height="220" fill="#a16207" opacity="0.55"/>
    <rect x="${x}" y="190" width="${390 + (n % 3) * 90}" height="${270 + (n % 4) * 30}" rx="14" fill="${colour}"/>
    <rect x="${x + 30}" y="220" width="${330 + (n % 3) * 90}" height="${210 + (n % 4) * 30}" rx="8" fill="#ffffff" opacity="0.18"/>
    <circle cx="${980 - (n % 5) * 45}" cy="${570 - (n % 4) * 22}" r="${68 + (n % 3) * 15}" fill="${colour}" opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function seedDemoPortfolio(db: Db, storage: ObjectStorage): Promise<number> {
  const [tasker] = await queryRows<{ id: string; photos: number }>(
    db,
    sql`select u.id, (select count(*)::int from portfolio_photos pp where pp.tasker_id = u.id) as photos
    from users u where u.email = ${DEMO_ACCOUNTS.tasker.email}`,
  );
  if (!tasker || tasker.photos > 0) return 0;
  const categories = new Map(
    (await queryRows<{ id: string; name: string }>(db, sql`select id, name from service_categories`)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const jobs = JOBS.slice(0, MAX_PORTFOLIO_PHOTOS);
  // Two pictures at a time: image work runs on libvips' threads, and the first start waits for it.
  const stored = await inPairs(jobs.length, async (n) => {
    const processed = await processPhoto(await picture(n));
    return savePhoto(db, storage, { ownerId: tasker.id, access: "public", processed, attached: true });
  });
  for (const [n, [caption, category]] of jobs.entries())
    await db.execute(sql`insert into portfolio_photos (tasker_id, photo_id, caption, category_id, position)
      values (${tasker.id}::uuid, ${stored[n]}::uuid, ${caption}, ${categories.get(category) ?? null}::uuid, ${n})`);
  return jobs.length;
}

async function inPairs<T>(count: number, work: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let n = 0; n < count; n += 2)
    results.push(...(await Promise.all([n, n + 1].filter((i) => i < count).map(work))));
  return results;
}
