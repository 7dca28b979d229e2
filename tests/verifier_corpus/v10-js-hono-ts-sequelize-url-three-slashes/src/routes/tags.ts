import { Hono } from 'hono';
import { Tag } from '../models/tag.js';

export const tagRoutes = new Hono();

tagRoutes.get('/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});
