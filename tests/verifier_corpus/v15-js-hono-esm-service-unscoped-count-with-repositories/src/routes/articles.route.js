import { Hono } from 'hono';
import { articleService, ServiceError } from '../services/article.service.js';

export const articles = new Hono();

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  createdAt: a.createdAt, updatedAt: a.updatedAt,
});

const authorOf = (c) => Number(c.req.header('x-user-id') ?? 0);

articles.onError((err, c) => {
  const status = err instanceof ServiceError ? err.status : 500;
  return c.json({ errors: { body: [err.message] } }, status);
});

articles.get('/', async (c) => {
  const { rows, count } = await articleService.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0));
  return c.json({ articles: rows.map(present), articlesCount: count });
});

articles.post('/', async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: present(await articleService.create(authorOf(c), article)) }, 201);
});

articles.get('/:slug', async (c) => c.json({ article: present(await articleService.get(c.req.param('slug'))) }));

articles.delete('/:slug', async (c) => {
  await articleService.remove(authorOf(c), c.req.param('slug'));
  return c.body(null, 204);
});
