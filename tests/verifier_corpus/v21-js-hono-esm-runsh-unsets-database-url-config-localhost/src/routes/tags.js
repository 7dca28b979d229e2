import { Hono } from 'hono';
import { Tag } from '../models/index.js';

export const tags = new Hono();

tags.get('/', async (c) => {
  const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return c.json({ tags: rows.map((t) => t.name) });
});
