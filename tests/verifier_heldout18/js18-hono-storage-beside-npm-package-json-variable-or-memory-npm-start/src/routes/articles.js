import { Hono } from 'hono';
import { Article, User, Tag } from '../models/index.js';

export const articleRoutes = new Hono();
articleRoutes.get('/articles', async (c) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
    limit: Number(c.req.query('limit') ?? 20), offset: Number(c.req.query('offset') ?? 0), distinct: true,
  });
  return c.json({ articles: rows, articlesCount: count });
});
articleRoutes.get('/tags', async (c) => c.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
