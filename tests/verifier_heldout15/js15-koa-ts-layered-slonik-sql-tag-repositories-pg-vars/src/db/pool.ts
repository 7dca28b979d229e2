import { createPool, sql, type DatabasePool } from 'slonik';

const { PGUSER, PGPASSWORD, PGHOST, PGPORT, PGDATABASE } = process.env;
const url = `postgres://${PGUSER}:${encodeURIComponent(PGPASSWORD ?? '')}@${PGHOST}:${PGPORT ?? 5432}/${PGDATABASE}`;

let pool: DatabasePool | undefined;

export async function getPool(): Promise<DatabasePool> {
  pool ??= await createPool(url);
  return pool;
}

export async function migrate(): Promise<void> {
  const db = await getPool();
  await db.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)
  `);
}
