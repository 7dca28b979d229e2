import { Hono } from 'hono';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../db';

export const tags = new Hono();

tags.get('/', async (c) => {
  const rows = await sequelize.query<{ tag: string }>(
    'SELECT tag FROM ArticleTags GROUP BY tag ORDER BY COUNT(*) DESC, tag ASC',
    { type: QueryTypes.SELECT },
  );
  return c.json({ tags: rows.map((r) => r.tag) });
});
