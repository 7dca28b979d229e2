import { Hono } from 'hono';
import * as articleService from '../services/articleService.js';
import { ForbiddenError } from '../services/articleService.js';
import { NotFoundError } from '../repositories/errors.js';

export const articles = new Hono();

articles.onError((err, c) => {
  if (err instanceof NotFoundError) return c.json({ errors: { [err.entity]: ['not found'] } }, 404);
  if (err instanceof ForbiddenError) return c.json({ errors: { article: ['forbidden'] } }, 403);
  console.error(err);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

articles.get('/articles/:slug', async (c) => c.json({ article: await articleService.read(c.req.param('slug')) }));

articles.put('/articles/:slug', async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await articleService.update(c.req.param('slug'), c.get('userId'), article) });
});

articles.delete('/articles/:slug', async (c) => {
  await articleService.remove(c.req.param('slug'), c.get('userId'));
  return c.body(null, 204);
});
