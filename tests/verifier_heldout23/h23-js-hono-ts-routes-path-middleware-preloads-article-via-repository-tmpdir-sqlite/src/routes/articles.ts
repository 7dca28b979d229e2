import { Hono } from 'hono';
import { articleService } from '../services/article.service.js';
import { commentService } from '../services/comment.service.js';
import { optionalAuth, requireAuth } from '../middleware/auth.js';
import { loadArticle, type ArticleEnv } from './middleware/load-article.js';

export const articlesRoutes = new Hono<ArticleEnv>();

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

// Every sub-resource of an article needs the article first.
articlesRoutes.use('/articles/:slug/*', loadArticle);

articlesRoutes.post('/articles/:slug/favorite', requireAuth, async (c) =>
  c.json({ article: await articleService.favorite(c.get('article'), c.get('userId')!, true) }));
articlesRoutes.delete('/articles/:slug/favorite', requireAuth, async (c) =>
  c.json({ article: await articleService.favorite(c.get('article'), c.get('userId')!, false) }));

articlesRoutes.get('/articles/:slug/comments', optionalAuth, async (c) =>
  c.json({ comments: await commentService.list(c.get('article'), c.get('userId')) }));

articlesRoutes.post('/articles/:slug/comments', requireAuth, async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ comment: await commentService.add(c.get('article'), body.comment?.body, c.get('userId')!) }, 201);
});

articlesRoutes.delete('/articles/:slug/comments/:id', requireAuth, async (c) => {
  await commentService.remove(c.get('article'), Number(c.req.param('id')), c.get('userId')!);
  return c.body(null, 204);
});
