import { Hono } from 'hono';
import { articles, getOrNull } from './store.js';

export const articleRoutes = new Hono();

articleRoutes.get('/:slug', async (c) => {
  const article = await getOrNull(articles, c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});

articleRoutes.post('/', async (c) => {
  const { article } = await c.req.json();
  const slug = article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const now = new Date().toISOString();
  const record = { ...article, slug, tagList: article.tagList ?? [], createdAt: now, updatedAt: now, favoritesCount: 0 };
  await articles.put(slug, record);
  return c.json({ article: record }, 201);
});
