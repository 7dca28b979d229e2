import { Router } from 'express';
import { articleService, tagService } from '../services/index.js';
import { requireAuth } from './auth.js';

export const router = Router();

router.get('/articles', async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query));
  } catch (err) {
    next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) {
    next(err);
  }
});

router.delete('/articles/:slug', requireAuth, async (req, res, next) => {
  try {
    // nothing to shape on delete, so skip the service wrapper
    await articleService.repository.deleteBySlug(req.params.slug);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

router.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await tagService.repository.allNames() });
  } catch (err) {
    next(err);
  }
});
