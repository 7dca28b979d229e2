import { Router } from 'express';
import { articleService } from '../services';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    res.json(await articleService.list(limit, offset));
  } catch (e) {
    next(e);
  }
});

articlesRouter.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleService.get(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article });
  } catch (e) {
    next(e);
  }
});
