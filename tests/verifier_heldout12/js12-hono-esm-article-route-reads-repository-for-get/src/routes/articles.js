import { Hono } from 'hono';
import { articleService, toArticle, NotFound, Forbidden } from '../services/articleService.js';
import { articleRepository } from '../repositories/articleRepository.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  return c.json(await articleService.list({ limit, offset }));
});

articles.get('/articles/:slug', async (c) => {
  const article = await articleRepository.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: toArticle(article) });
});

articles.post('/articles', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { token: ['required'] } }, 401);
  const { article } = await c.req.json();
  return c.json({ article: await articleService.create(userId, article) }, 201);
});

articles.delete('/articles/:slug', async (c) => {
  try {
    await articleService.remove(c.req.param('slug'), c.get('userId'));
    return c.body(null, 204);
  } catch (e) {
    if (e instanceof NotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    if (e instanceof Forbidden) return c.json({ errors: { article: ['forbidden'] } }, 403);
    throw e;
  }
});
