import { Router } from 'express';
import { articleService } from '../services/articleService';
import { requireAuth } from '../middleware/auth';

export const articlesRouter = Router();

articlesRouter.get('/articles/feed', requireAuth, async (req, res, next) => {
  try {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    res.json(await articleService.feed((req as any).userId, limit, offset));
  } catch (e) {
    next(e);
  }
});

articlesRouter.get('/articles', async (req, res, next) => {
  try {
    res.json(await articleService.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  } catch (e) {
    next(e);
  }
});
