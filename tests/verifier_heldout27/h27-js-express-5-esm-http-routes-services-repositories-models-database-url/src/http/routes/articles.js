import { Router } from 'express';
import { authenticate } from '../middleware/auth.js';

const page = (q) => ({ limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) });

export function articlesRouter({ userService, articleService }) {
  const router = Router();
  const optional = authenticate(userService, { required: false });
  const required = authenticate(userService, { required: true });

  router.get('/articles', optional, async (req, res) => {
    const { tag, author, favorited } = req.query;
    res.json(await articleService.list({ tag, author, favorited, ...page(req.query) }, req.userId));
  });
  router.get('/articles/feed', required, async (req, res) => {
    res.json(await articleService.feed(req.userId, page(req.query)));
  });
  router.get('/articles/:slug', optional, async (req, res) => {
    res.json({ article: await articleService.get(req.params.slug, req.userId) });
  });
  router.post('/articles', required, async (req, res) => {
    res.status(201).json({ article: await articleService.create(req.userId, req.body?.article ?? {}) });
  });
  router.delete('/articles/:slug', required, async (req, res) => {
    await articleService.remove(req.params.slug, req.userId);
    res.status(204).end();
  });
  router.post('/articles/:slug/favorite', required, async (req, res) => {
    res.json({ article: await articleService.favorite(req.params.slug, req.userId, true) });
  });
  router.delete('/articles/:slug/favorite', required, async (req, res) => {
    res.json({ article: await articleService.favorite(req.params.slug, req.userId, false) });
  });
  router.get('/tags', async (_req, res) => {
    res.json({ tags: await articleService.tags() });
  });
  return router;
}
