import { Router } from 'express';
import { container } from 'tsyringe';
import { ArticleService } from '../services/article.service';
import { auth } from '../middleware/auth';

export function articlesRouter(): Router {
  const router = Router();
  const service = container.resolve(ArticleService);

  router.get('/articles', auth(false), async (req, res, next) => {
    try {
      const { tag, author, limit, offset } = req.query as Record<string, string | undefined>;
      res.json(await service.list({ tag, author, limit: limit ? Number(limit) : undefined, offset: offset ? Number(offset) : undefined }));
    } catch (e) { next(e); }
  });

  router.get('/articles/:slug', auth(false), async (req, res, next) => {
    try {
      res.json({ article: await service.get(req.params.slug) });
    } catch (e) { next(e); }
  });

  router.post('/articles', auth(true), async (req, res, next) => {
    try {
      res.status(201).json({ article: await service.create((req as any).userId, req.body.article ?? {}) });
    } catch (e) { next(e); }
  });

  router.delete('/articles/:slug', auth(true), async (req, res, next) => {
    try {
      await service.remove(req.params.slug, (req as any).userId);
      res.status(204).end();
    } catch (e) { next(e); }
  });

  router.get('/tags', async (_req, res, next) => {
    try {
      res.json({ tags: await service.tags() });
    } catch (e) { next(e); }
  });

  return router;
}
