import { Hono } from 'hono';
import { sql } from '../db/sql.js';

export const tagsHandler = new Hono();
tagsHandler.get('/tags', async (c) => {
  const rows = await sql`SELECT name FROM tags ORDER BY name`;
  return c.json({ tags: rows.map((r) => r.name) });
});
