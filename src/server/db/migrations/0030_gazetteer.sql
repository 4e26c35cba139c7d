CREATE TABLE "gazetteer_data" (
	"name" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_names" (
	"key" text NOT NULL,
	"place_id" text NOT NULL,
	"population" integer NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"place_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "postal_codes_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
DROP INDEX "places_search_key_idx";--> statement-breakpoint
CREATE INDEX "place_names_key_idx" ON "place_names" USING btree ("key" text_pattern_ops,"population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_names_population_idx" ON "place_names" USING btree ("population" DESC NULLS LAST,"key" text_pattern_ops,"place_id");--> statement-breakpoint
CREATE INDEX "place_names_trgm_idx" ON "place_names" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
-- A location text's part as place_names keys it when typed with its accents ('Zürich', 'St. Louis' ->
-- 'zürich', 'st louis'); db/gazetteer.ts also stores each name's ASCII key ('zurich').
CREATE OR REPLACE FUNCTION taskly_name_key(part text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(part), '[[:space:].,''’()/-]+', ' ', 'g'))
$$;--> statement-breakpoint
-- The place a location text names, as in migration 0018, now by any name of the place ('Bronx, NY',
-- 'Brooklyn'), with a ZIP code after the state ('Austin, TX 78701') or a ZIP code alone ('78701',
-- '12 Oak St, 78701'): a name wins over a ZIP code in a later part; null for free text.
CREATE OR REPLACE FUNCTION taskly_place_for(location text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT id FROM (
    SELECT p.id, part.n, p.population
    FROM unnest((string_to_array(location, ','))[1:4]) WITH ORDINALITY AS part(text, n)
    JOIN place_names k ON k.key = taskly_name_key(part.text)
    JOIN places p ON p.id = k.place_id
    CROSS JOIN LATERAL (SELECT btrim(regexp_replace(lower(btrim(split_part(location, ',', part.n::int + 1))),
      '[[:space:]]*[0-9]{5}(-[0-9]{4})?$', '')) AS qualifier) q
    WHERE q.qualifier = ''
      OR q.qualifier IN (lower(p.region_code), lower(p.region), lower(p.country_code), lower(p.country))
    UNION ALL
    SELECT z.place_id, part.n + 0.5, 0
    FROM unnest((string_to_array(location, ','))[1:4]) WITH ORDINALITY AS part(text, n)
    JOIN postal_codes z ON z.country_code = 'US'
      AND z.code = substring(btrim(part.text) from '(?:^|[[:space:]])([0-9]{5})(?:-[0-9]{4})?$')
  ) found
  ORDER BY n, population DESC, id LIMIT 1
$$;
