// A tasker's own portfolio: list, add, edit caption and category, reorder, remove (at most
// MAX_PORTFOLIO_PHOTOS), and the public read the tasker profile shows. Only a tasker with a profile
// has one; another tasker's item is 404. Every change records `tasker.changed` (what: portfolio), so
// cached profiles and rendered pages on every instance show it at once.
import { sql } from "drizzle-orm";
import {
  MAX_PORTFOLIO_PHOTOS,
  PORTFOLIO_CATEGORY_UNKNOWN,
  PORTFOLIO_ITEM_NOT_FOUND,
  PORTFOLIO_LIMIT_REACHED,
  PORTFOLIO_NEEDS_PROFILE,
  PORTFOLIO_ORDER_MISMATCH,
  type OwnPortfolio,
  type PortfolioAdd,
  type PortfolioEdit,
  type PortfolioItem,
} from "../../../contract/portfolio";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { ObjectStorage } from "../../lib/storage";
import { removePhotos } from "../photos/service";
import { markAttached, ownPhotos, photoViews } from "../photos/views";

interface ItemRow {
  id: string;
  photo_id: string;
  caption: string;
  category_id: string | null;
  category_name: string | null;
  booking_id: string | null;
}

/**
 * The portfolio of `taskerId` in order, as anyone sees it: items whose photo was removed (by an
 * admin) are left out at once, since photoViews skips removed photos.
 */
export async function portfolioOf(db: Db, taskerId: string): Promise<PortfolioItem[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select pp.id, pp.photo_id, pp.caption, pp.category_id, c.name as category_name, pp.booking_id
    from portfolio_photos pp left join service_categories c on c.id = pp.category_id
    where pp.tasker_id = ${taskerId}::uuid order by pp.position, pp.created_at, pp.id`,
  );
  if (rows.length === 0) return [];
  const views = await photoViews(
    db,
    rows.map((r) => r.photo_id),
  );
  return rows.flatMap((r) => {
    const photo = views.get(r.photo_id);
    if (!photo) return [];
    return [
      {
        id: r.id,
        photo,
        caption: r.caption,
        category: r.category_id && r.category_name ? { id: r.category_id, name: r.category_name } : null,
        fromBooking: r.booking_id != null,
      },
    ];
  });
}

/** 403 unless `userId` has a tasker profile; `lock` holds the profile row so a count and its insert are one step. */
export async function requirePortfolioOwner(db: Db, userId: string, lock = false): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from tasker_profiles where user_id = ${userId}::uuid ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw forbidden(PORTFOLIO_NEEDS_PROFILE);
}

export async function ownPortfolio(db: Db, userId: string): Promise<OwnPortfolio> {
  await requirePortfolioOwner(db, userId);
  return { items: await portfolioOf(db, userId), max: MAX_PORTFOLIO_PHOTOS };
}

/** Photos shown now (not removed): the number the limit counts. */
export async function shownCount(db: Db, userId: string): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from portfolio_photos pp join photos p on p.id = pp.photo_id
    where pp.tasker_id = ${userId}::uuid and p.removed_at is null`,
  );
  return count;
}

async function checkCategory(db: Db, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from service_categories where id = ${categoryId}::uuid`,
  );
  if (!row) throw badRequest(PORTFOLIO_CATEGORY_UNKNOWN, { categoryId: PORTFOLIO_CATEGORY_UNKNOWN });
}

/**
 * Puts photos last in the portfolio, in the transaction of a caller that holds the tasker's profile
 * row (requirePortfolioOwner with lock) and checked the photos; 400 past the limit.
 */
export async function appendItems(
  tx: Db,
  userId: string,
  photos: { photoId: string; caption: string; categoryId: string | null; bookingId: string | null }[],
): Promise<string[]> {
  if ((await shownCount(tx, userId)) + photos.length > MAX_PORTFOLIO_PHOTOS) throw badRequest(PORTFOLIO_LIMIT_REACHED);
  const [{ next }] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(position) + 1, 0)::int as next from portfolio_photos where tasker_id = ${userId}::uuid`,
  );
  const ids: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into portfolio_photos (tasker_id, photo_id, caption, category_id, position, booking_id)
      values (${userId}::uuid, ${photo.photoId}::uuid, ${photo.caption}, ${photo.categoryId}::uuid, ${next + index},
        ${photo.bookingId}::uuid)
      returning id`,
    );
    ids.push(row.id);
  }
  await markAttached(
    tx,
    photos.map((p) => p.photoId),
  );
  await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "portfolio" });
  return ids;
}

async function readItem(db: Db, userId: string, id: string): Promise<PortfolioItem> {
  const item = (await portfolioOf(db, userId)).find((i) => i.id === id);
  if (!item) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  return item;
}

export async function addPhoto(db: Db, userId: string, input: PortfolioAdd): Promise<PortfolioItem> {
  const [id] = await db.transaction(async (tx) => {
    await requirePortfolioOwner(tx, userId, true);
    await ownPhotos(tx, userId, [input.photoId], "portfolio");
    await checkCategory(tx, input.categoryId);
    const [taken] = await queryRows<{ id: string }>(
      tx,
      sql`select id from portfolio_photos where photo_id = ${input.photoId}::uuid`,
    );
    if (taken) throw badRequest("This photo is already in your portfolio.");
    return appendItems(tx, userId, [{ ...input, bookingId: null }]);
  });
  return readItem(db, userId, id!);
}

export async function editPhoto(db: Db, userId: string, id: string, input: PortfolioEdit): Promise<PortfolioItem> {
  await requirePortfolioOwner(db, userId);
  if (!isUuid(id)) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  await checkCategory(db, input.categoryId);
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update portfolio_photos set
        caption = ${input.caption === undefined ? sql`caption` : sql`${input.caption}`},
        category_id = ${input.categoryId === undefined ? sql`category_id` : sql`${input.categoryId}::uuid`}
      where id = ${id}::uuid and tasker_id = ${userId}::uuid returning id`,
    );
    if (rows.length === 0) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
    await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "portfolio" });
  });
  return readItem(db, userId, id);
}

/** `ids`: every item of the portfolio once (removed photos' items may be left out: they go last). */
export async function reorder(db: Db, userId: string, ids: string[]): Promise<OwnPortfolio> {
  await db.transaction(async (tx) => {
    await requirePortfolioOwner(tx, userId, true);
    const shown = (await portfolioOf(tx, userId)).map((i) => i.id);
    const given = ids.map((id) => id.toLowerCase());
    const same =
      given.length === shown.length && new Set(given).size === given.length && given.every((id) => shown.includes(id));
    if (!same) throw badRequest(PORTFOLIO_ORDER_MISMATCH, { ids: PORTFOLIO_ORDER_MISMATCH });
    await tx.execute(
      sql`update portfolio_photos pp set position = o.position
      from unnest(${`{${given.join(",")}}`}::uuid[]) with ordinality as o(id, position)
      where pp.id = o.id and pp.tasker_id = ${userId}::uuid`,
    );
    await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "portfolio" });
  });
  return ownPortfolio(db, userId);
}

/** The item goes, and its photo with it (a portfolio photo is used nowhere else): its objects after commit. */
export async function removeItem(db: Db, storage: ObjectStorage, userId: string, id: string): Promise<void> {
  await requirePortfolioOwner(db, userId);
  if (!isUuid(id)) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  const keys = await db.transaction(async (tx) => {
    const rows = await queryRows<{ photo_id: string }>(
      tx,
      sql`delete from portfolio_photos where id = ${id}::uuid and tasker_id = ${userId}::uuid returning photo_id`,
    );
    if (rows.length === 0) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
    await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "portfolio" });
    return removePhotos(tx, [rows[0]!.photo_id], userId, "Removed from the portfolio by its tasker");
  });
  await storage.delete(keys);
}
