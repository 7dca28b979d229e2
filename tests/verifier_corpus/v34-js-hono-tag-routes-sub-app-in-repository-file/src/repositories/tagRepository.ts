import { Hono } from 'hono';
import { Tag } from '../models/tag.js';

export async function allTagNames(): Promise<string[]> {
  const rows = await Tag.findAll({ order: [['name', 'ASC']] });
  return rows.map((t) => t.get('name') as string);
}

export const tagRoutes = new Hono().get('/tags', async (c) => c.json({ tags: await allTagNames() }));
