import pg from 'pg';

// One database per service: named after the package, created on first start.
const DB_NAME = process.env.npm_package_name ?? process.env.PGDATABASE;

export async function ensureDatabase() {
  const admin = new pg.Client({ database: 'postgres' });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${DB_NAME}"`);
  await admin.end();
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)`);
}

export const pool = new pg.Pool({ database: DB_NAME });
