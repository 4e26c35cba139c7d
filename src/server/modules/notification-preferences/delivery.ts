// The one decision every channel makes before it tells a person something: is the channel on for the
// category (their choice, else the default), and are they inside their quiet hours (then e-mail and
// push wait until the end, unless the news is urgent). One query, however many people.
import { sql } from "drizzle-orm";
import {
  CHANNELS,
  defaultEnabled,
  type Channel,
  type PreferenceCategory,
} from "../../../contract/notification-preferences";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { quietUntil } from "./quiet-hours";

export interface DeliveryPlan {
  inApp: boolean;
  email: boolean;
  push: boolean;
  /** E-mail and push wait until then (the end of the person's quiet hours); null: send now. */
  holdUntil: Date | null;
}

export interface DeliveryOptions {
  /** Goes through quiet hours (a change to a booking in the next 24 hours). */
  urgent?: boolean;
  /** The moment to decide for; now by default. */
  now?: Date;
}

type PlanRow = QuietSettings & {
  user_id: string;
  cells: Partial<Record<Channel, boolean>> | null;
};

/** Each person's plan for news of `category`, keyed by user id (every id asked for has one). */
export async function deliveryPlans(
  db: Db,
  userIds: readonly string[],
  category: PreferenceCategory,
  options: DeliveryOptions = {},
): Promise<Map<string, DeliveryPlan>> {
  const plans = new Map<string, DeliveryPlan>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return plans;
  const now = options.now ?? new Date();
  const rows = await queryRows<PlanRow>(
    db,
    sql`select u.id as user_id, s.time_zone, s.quiet_start, s.quiet_end,
      (select jsonb_object_agg(p.channel, p.enabled) from notification_preferences p
        where p.user_id = u.id and p.category = ${category}) as cells
    from unnest(${`{${ids.join(",")}}`}::uuid[]) as u(id)
    left join notification_settings s on s.user_id = u.id`,
  );
  for (const row of rows) {
    const on = (channel: Channel) => row.cells?.[channel] ?? defaultEnabled(category, channel);
    const [inApp, email, push] = CHANNELS.map(on);
    plans.set(row.user_id, { inApp, email, push, holdUntil: holdUntil(row, { ...options, now }) });
  }
  return plans;
}

/** A person's quiet-hour settings, as `notification_settings` holds them (all null: none). */
export interface QuietSettings {
  time_zone: string | null;
  quiet_start: number | null;
  quiet_end: number | null;
}

/** When e-mail and push wait until for a person with `settings` (null: send now). */
export function holdUntil(settings: QuietSettings, options: DeliveryOptions = {}): Date | null {
  const { time_zone: zone, quiet_start: start, quiet_end: end } = settings;
  if (options.urgent || !zone || start === null || end === null) return null;
  return quietUntil(options.now ?? new Date(), zone, start, end);
}
