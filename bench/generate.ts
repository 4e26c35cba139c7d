// Generates N taskers (users + tasker_profiles) with SQL generate_series; the triggers fill the
// search columns. Names, cities and skills vary so searches touch realistic fractions.
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/connect";

export async function generateTaskers(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into service_categories (name, base_rate) values
    ('Home Repairs', 55), ('Cleaning', 40), ('Moving', 65), ('Mounting', 50), ('Yard Work', 45),
    ('Painting', 50), ('Delivery', 35), ('Furniture Assembly', 45) on conflict (name) do nothing`);
  const batch = 20_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await db.execute(sql`
      with firsts as (select array['Ann','Bo','Cy','Dee','Eli','Fay','Gus','Hal','Ida','Jon','Kay','Lou','Max','Ned','Ona','Pia','Quin','Rae','Sol','Tia'] as a),
      lasts as (select array['Lee','Chen','Diaz','Fox','Gray','Hill','Khan','Lopez','Moe','Nash','Ortiz','Park','Reed','Shaw','Tran','Vega','Wells','Young'] as a),
      cities as (select array['Austin, TX','Denver, CO','Boston, MA','Seattle, WA','Chicago, IL','Miami, FL','Portland, OR','Atlanta, GA','Phoenix, AZ','Brooklyn, NY','San Diego, CA','Nashville, TN','Dallas, TX','Detroit, MI','Raleigh, NC','Tampa, FL','Omaha, NE','Tucson, AZ','Fresno, CA','Boise, ID'] as a),
      skills as (select array['Home Repairs','Cleaning','Moving','Mounting','Yard Work','Painting','Delivery','Furniture Assembly'] as a)
      insert into users (email, password_hash, first_name, last_name, user_type, location)
      select 'bench' || g || '@bench.test', 'x', firsts.a[1 + g % 20], lasts.a[1 + (g / 20) % 18], 'tasker', cities.a[1 + (g / 7) % 20]
      from generate_series(${start}::int, ${end}::int) g, firsts, lasts, cities`);
    await db.execute(sql`
      with skills as (select array['Home Repairs','Cleaning','Moving','Mounting','Yard Work','Painting','Delivery','Furniture Assembly'] as a),
      words as (select array['careful','fast','friendly','experienced','reliable','tidy','punctual','licensed'] as a)
      insert into tasker_profiles (user_id, bio, skills, hourly_rate, rating, total_reviews, completed_tasks, availability)
      select u.id,
        'A ' || words.a[1 + g % 8] || ' and ' || words.a[1 + (g / 8) % 8] || ' tasker for ' || lower(skills.a[1 + g % 8]) || ' and ' || lower(skills.a[1 + (g / 8) % 8]) || ' jobs.'
          || case when g % 3 = 0 then ' Business: ' || u.last_name || ' ' || skills.a[1 + g % 8] || ' Co' else '' end,
        array[skills.a[1 + g % 8], skills.a[1 + (g / 8) % 8]],
        (25 + (g * 37) % 95)::numeric(10,2), (3.5 + ((g * 13) % 150) / 100.0)::numeric(3,2), (g * 7) % 300, (g * 5) % 200,
        '{"days":["Monday","Tuesday","Wednesday"],"hours":"8am - 6pm"}'::jsonb
      from users u
      cross join lateral (select substring(u.email from 'bench(\\d+)@')::int as g) n, skills, words
      where u.email like 'bench%@bench.test' and n.g between ${start} and ${end}`);
  }
  await db.execute(sql`analyze`);
}
