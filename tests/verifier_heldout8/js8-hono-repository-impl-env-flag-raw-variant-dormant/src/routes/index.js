import { Hono } from 'hono';
import { getTags } from '../services/tags.js';
import { createArticle, getArticle } from '../services/articles.js';

export const api = new Hono();

api.get('/health-check', (c) => c.json({ status: 'ok' }));
api.get('/tags', async (c) => c.json({ tags: await getTags() }));
api.get('/articles/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
api.post('/articles', async (c) => {
  const { article } = await c.req.json();
  if (!article?.title || !article?.description || !article?.body) return c.json({ errors: { body: ['invalid article'] } }, 422);
  return c.json({ article: await createArticle(article) }, 201);
});
