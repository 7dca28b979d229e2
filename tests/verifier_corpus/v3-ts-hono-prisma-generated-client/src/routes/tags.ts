import { Hono } from 'hono';
import { prisma } from '../db.js';

export const tags = new Hono();

tags.get('/', async (c) => {
  const rows = await prisma.tag.findMany({ orderBy: { name: 'asc' } });
  return c.json({ tags: rows.map((t) => t.name) });
});
