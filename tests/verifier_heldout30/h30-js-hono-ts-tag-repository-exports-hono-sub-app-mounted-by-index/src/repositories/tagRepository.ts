import { Hono } from 'hono';
import { Tag } from '../models/index.js';

export const tagRepository = {
  async upsert(names: string[]): Promise<Tag[]> {
    const tags: Tag[] = [];
    for (const name of names) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    return tags;
  },
  async names(): Promise<string[]> {
    const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  },
};

// GET /tags is a plain read with no rules around it, so it is served right here.
export const tagRoutes = new Hono().get('/tags', async (c) => c.json({ tags: await tagRepository.names() }));
