import { Pool } from 'pg';

// connection settings come from the standard PG* environment variables
export const pool = new Pool({ max: 10 });

export async function migrate(): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS tags (
      id SERIAL PRIMARY KEY,
      name TEXT UNIQUE NOT NULL
    )`);
}
