import { Hono } from 'hono';
import { optionalAuth, requireAuth, type AuthVars } from '../../shared/auth.js';
import { HttpError } from '../users/user.service.js';
import { articleService } from './article.service.js';

export const articleRoutes = new Hono<{ Variables: AuthVars }>();

articleRoutes.onError((err, c) => {
  if (err instanceof HttpError) return c.json({ errors: err.errors }, err.status as 404);
  throw err;
});

articleRoutes.get('/articles', optionalAuth, async (c) => c.json(await articleService.list(c.req.query(), c.get('userId'))));

articleRoutes.get('/articles/:slug', optionalAuth, async (c) =>
  c.json({ article: await articleService.get(c.req.param('slug'), c.get('userId')) }));

articleRoutes.post('/articles', optionalAuth, requireAuth, async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await articleService.create(article, c.get('userId')!) }, 201);
});

articleRoutes.post('/articles/:slug/favorite', optionalAuth, requireAuth, async (c) =>
  c.json({ article: await articleService.setFavorite(c.req.param('slug'), c.get('userId')!, true) }));

articleRoutes.delete('/articles/:slug/favorite', optionalAuth, requireAuth, async (c) =>
  c.json({ article: await articleService.setFavorite(c.req.param('slug'), c.get('userId')!, false) }));
