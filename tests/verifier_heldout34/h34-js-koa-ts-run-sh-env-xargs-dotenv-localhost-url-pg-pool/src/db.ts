import pg from 'pg';

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export async function migrate(): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS favorites (
    user_id INT NOT NULL, article_id INT NOT NULL, PRIMARY KEY (user_id, article_id))`);
}
