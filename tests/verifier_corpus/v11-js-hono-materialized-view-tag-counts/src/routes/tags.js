import { Hono } from 'hono';
import { PopularTag } from '../db/models.js';

export const tags = new Hono();

tags.get('/tags', async (c) => {
  const rows = await PopularTag.findAll({ order: [['uses', 'DESC'], ['name', 'ASC']] });
  return c.json({ tags: rows.map((r) => r.name) });
});
