import { Hono } from 'hono';
import { ArticleNotFound, articleService } from '../services/article.service.js';

export const articleRoutes = new Hono();

articleRoutes.onError((err, c) => {
  if (err instanceof ArticleNotFound) return c.json({ errors: { article: ['not found'] } }, 404);
  throw err;
});

articleRoutes.get('/articles/:slug', async (c) => c.json({ article: (await articleService.get(c.req.param('slug'))).toJSON() }));

articleRoutes.post('/articles', async (c) => {
  const { article } = await c.req.json();
  const created = await articleService.create(Number(c.req.header('x-user-id')), article);
  return c.json({ article: created.toJSON() }, 201);
});

articleRoutes.put('/articles/:slug', async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: (await articleService.update(c.req.param('slug'), article)).toJSON() });
});
