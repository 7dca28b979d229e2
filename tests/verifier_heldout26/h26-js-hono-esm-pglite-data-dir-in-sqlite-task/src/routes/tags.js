import { Hono } from 'hono';
import { db } from '../db.js';

export const tags = new Hono();

tags.get('/tags', async (c) => {
  const { rows } = await db.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag');
  return c.json({ tags: rows.map((r) => r.tag) });
});
