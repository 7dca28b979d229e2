import { Hono } from 'hono';
import { Tag } from '../db/index.js';

export const tags = new Hono();

tags.get('/', async (c) => {
  const rows = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: rows.map((t) => t.name) });
});
