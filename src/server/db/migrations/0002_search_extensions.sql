-- Extensions the search indexes need (bundled with PGlite, contrib on PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
