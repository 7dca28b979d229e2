import { pool } from '../db/postgres.js';

export default async function tagRoutes(app) {
  app.get('/tags', async () => {
    const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
    return { tags: rows.map((r) => r.name) };
  });
}
