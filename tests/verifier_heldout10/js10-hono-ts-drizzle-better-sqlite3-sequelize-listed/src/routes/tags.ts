import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { tags } from '../db/schema';

export const tagRoutes = new Hono();

tagRoutes.get('/tags', async (c) => {
  const rows = await db.select({ name: tags.name }).from(tags).orderBy(asc(tags.name));
  return c.json({ tags: rows.map((r) => r.name) });
});
