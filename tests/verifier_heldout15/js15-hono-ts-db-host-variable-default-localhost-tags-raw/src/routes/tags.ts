import { Hono } from 'hono';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.js';

export const tags = new Hono();

tags.get('/tags', async (c) => {
  const rows = await sequelize.query<{ tag: string }>(
    'SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag',
    { type: QueryTypes.SELECT },
  );
  return c.json({ tags: rows.map((r) => r.tag) });
});
