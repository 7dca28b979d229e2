import { Hono } from 'hono';
import { pool } from '../db/pool.js';

export const tags = new Hono();

tags.get('/', async (c) => {
  const { rows } = await pool.query<{ name: string }>('SELECT name FROM tags ORDER BY name');
  return c.json({ tags: rows.map((r) => r.name) });
});
