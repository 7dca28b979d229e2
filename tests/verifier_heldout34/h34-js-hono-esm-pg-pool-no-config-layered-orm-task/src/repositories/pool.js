import pg from 'pg';

// no options: node-postgres takes PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE from the environment
export const pool = new pg.Pool();

export async function ensureSchema() {
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS article_tags (article_id INT NOT NULL, tag_id INT NOT NULL REFERENCES tags(id),
                     PRIMARY KEY (article_id, tag_id))`);
}
