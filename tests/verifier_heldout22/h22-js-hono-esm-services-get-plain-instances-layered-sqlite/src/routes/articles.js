import { Hono } from 'hono';
import { getArticle, updateArticle } from '../services/article-service.js';

export const articles = new Hono();

articles.get('/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});

articles.put('/:slug', async (c) => {
  const body = await c.req.json();
  const result = await updateArticle(c.req.param('slug'), c.get('userId'), body.article ?? {});
  if (result.status !== 200) return c.json({ errors: { body: ['cannot update'] } }, result.status);
  return c.json({ article: result.article });
});
