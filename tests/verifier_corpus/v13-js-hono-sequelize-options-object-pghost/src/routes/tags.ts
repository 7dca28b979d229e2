import { Hono } from 'hono';
import { Tag } from '../models/tag.js';

export const tags = new Hono();

tags.get('/', async (c) => {
  const rows = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: rows.map((t) => t.name) });
});

tags.post('/', async (c) => {
  const { name } = await c.req.json<{ name: string }>();
  const [tag] = await Tag.findOrCreate({ where: { name } });
  return c.json({ tag: tag.name }, 201);
});
