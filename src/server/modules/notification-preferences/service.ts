// Reading and changing a person's grid, quiet hours and time zone. Only changed cells are stored;
// a cell set back to its default is stored too (the person chose it), which reads the same.
import { sql } from "drizzle-orm";
import {
  LOCKED_MESSAGES,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CATEGORY_LABELS,
  defaultEnabled,
  type Channel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PreferenceCategory,
} from "../../../contract/notification-preferences";
import { canonicalTimeZone } from "../../../contract/time-zones";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { badRequest } from "../../lib/http-error";
import { clockOf, minutesOf } from "./quiet-hours";

type CellRow = { category: string; channel: string; enabled: boolean };
type SettingsRow = { time_zone: string; quiet_start: number | null; quiet_end: number | null };

export async function readPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const cells = await queryRows<CellRow>(
    db,
    sql`select category, channel, enabled from notification_preferences where user_id = ${userId}::uuid`,
  );
  const [settings] = await queryRows<SettingsRow>(
    db,
    sql`select time_zone, quiet_start, quiet_end from notification_settings where user_id = ${userId}::uuid`,
  );
  const chosen = new Map(cells.map((c) => [`${c.category}:${c.channel}`, c.enabled]));
  const value = (category: PreferenceCategory, channel: Channel) =>
    chosen.get(`${category}:${channel}`) ?? defaultEnabled(category, channel);
  const quiet =
    settings &&
    settings.quiet_start !== null &&
    settings.quiet_end !== null &&
    settings.quiet_start !== settings.quiet_end
      ? { start: clockOf(settings.quiet_start), end: clockOf(settings.quiet_end) }
      : null;
  return {
    grid: PREFERENCE_CATEGORIES.map((category) => ({
      category,
      label: PREFERENCE_CATEGORY_LABELS[category],
      channels: { inApp: value(category, "inApp"), email: value(category, "email"), push: value(category, "push") },
    })),
    locked: LOCKED_MESSAGES.map(({ key, label, why }) => ({ key, label, why })),
    quietHours: quiet,
    timeZone: settings?.time_zone ?? null,
  };
}

/** Turns one cell on or off (the one-click unsubscribe uses it too). */
export async function setCell(
  db: Db,
  userId: string,
  category: PreferenceCategory,
  channel: Channel,
  enabled: boolean,
) {
  await db.execute(sql`insert into notification_preferences (user_id, category, channel, enabled)
    values (${userId}::uuid, ${category}, ${channel}, ${enabled})
    on conflict (user_id, category, channel) do update set enabled = excluded.enabled, updated_at = now()`);
}

export async function updatePreferences(
  db: Db,
  userId: string,
  change: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const timeZone = change.timeZone === undefined ? undefined : canonicalTimeZone(change.timeZone.trim());
  if (timeZone === null)
    throw badRequest("Choose a time zone from the list, such as America/New_York.", {
      timeZone: "Choose a time zone from the list, such as America/New_York.",
    });
  await db.transaction(async (tx) => {
    for (const cell of change.cells ?? []) await setCell(tx, userId, cell.category, cell.channel, cell.enabled);
    if (timeZone === undefined && change.quietHours === undefined) return;
    const [current] = await queryRows<SettingsRow>(
      tx,
      sql`select time_zone, quiet_start, quiet_end from notification_settings where user_id = ${userId}::uuid for update`,
    );
    const zone = timeZone ?? current?.time_zone;
    if (!zone) {
      const message = "Choose the time zone your quiet hours are in.";
      throw badRequest(message, { timeZone: message });
    }
    const quiet =
      change.quietHours === undefined
        ? { start: current?.quiet_start ?? null, end: current?.quiet_end ?? null }
        : change.quietHours === null
          ? { start: null, end: null }
          : { start: minutesOf(change.quietHours.start), end: minutesOf(change.quietHours.end) };
    await tx.execute(sql`insert into notification_settings (user_id, time_zone, quiet_start, quiet_end)
      values (${userId}::uuid, ${zone}, ${quiet.start}, ${quiet.end})
      on conflict (user_id) do update set time_zone = excluded.time_zone, quiet_start = excluded.quiet_start,
        quiet_end = excluded.quiet_end, updated_at = now()`);
  });
  return readPreferences(db, userId);
}
