-- Executed by the postgres image on first start of the compose volume only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name VARCHAR(64) UNIQUE NOT NULL);
INSERT INTO tags (name) VALUES ('welcome'), ('introduction') ON CONFLICT DO NOTHING;
CREATE INDEX IF NOT EXISTS ix_tags_name_trgm ON tags USING gin (name gin_trgm_ops);
