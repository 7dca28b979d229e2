import postgres from 'postgres';

export const sql = postgres(process.env.DATABASE_URL, {
  host: process.env.DB_HOST ?? 'localhost',
  max: 10,
  idle_timeout: 20,
});

export async function migrate() {
  await sql`
    CREATE TABLE IF NOT EXISTS tags (
      id SERIAL PRIMARY KEY,
      name VARCHAR(64) NOT NULL UNIQUE
    )
  `;
}
