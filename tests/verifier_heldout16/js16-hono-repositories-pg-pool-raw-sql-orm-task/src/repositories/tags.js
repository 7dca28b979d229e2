import { pool } from '../db/pool.js';

export async function allTags() {
  const { rows } = await pool.query('SELECT DISTINCT name FROM tags ORDER BY name');
  return rows.map((r) => r.name);
}
