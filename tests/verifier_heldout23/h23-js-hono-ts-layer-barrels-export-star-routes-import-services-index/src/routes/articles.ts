import { Hono } from 'hono';
import { articleService, commentService } from '../services/index.js';
import { optionalAuth, requireAuth, type AuthEnv } from '../middleware/auth.js';

export const articlesRoutes = new Hono<AuthEnv>();

articlesRoutes.get('/articles', optionalAuth, async (c) => c.json(await articleService.list(c.req.query(), c.get('userId'))));
articlesRoutes.get('/articles/feed', requireAuth, async (c) => c.json(await articleService.feed(c.req.query(), c.get('userId')!)));
articlesRoutes.get('/articles/:slug', optionalAuth, async (c) =>
  c.json({ article: await articleService.get(c.req.param('slug'), c.get('userId')) }));

articlesRoutes.post('/articles', requireAuth, async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ article: await articleService.create(body.article ?? {}, c.get('userId')!) }, 201);
});

articlesRoutes.put('/articles/:slug', requireAuth, async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ article: await articleService.update(c.req.param('slug'), body.article ?? {}, c.get('userId')!) });
});

articlesRoutes.delete('/articles/:slug', requireAuth, async (c) => {
  await articleService.remove(c.req.param('slug'), c.get('userId')!);
  return c.body(null, 204);
});

articlesRoutes.post('/articles/:slug/favorite', requireAuth, async (c) =>
  c.json({ article: await articleService.favorite(c.req.param('slug'), c.get('userId')!, true) }));
articlesRoutes.delete('/articles/:slug/favorite', requireAuth, async (c) =>
  c.json({ article: await articleService.favorite(c.req.param('slug'), c.get('userId')!, false) }));

articlesRoutes.get('/articles/:slug/comments', optionalAuth, async (c) =>
  c.json({ comments: await commentService.list(c.req.param('slug'), c.get('userId')) }));

articlesRoutes.post('/articles/:slug/comments', requireAuth, async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ comment: await commentService.add(c.req.param('slug'), body.comment?.body, c.get('userId')!) }, 201);
});

articlesRoutes.delete('/articles/:slug/comments/:id', requireAuth, async (c) => {
  await commentService.remove(c.req.param('slug'), Number(c.req.param('id')), c.get('userId')!);
  return c.body(null, 204);
});
