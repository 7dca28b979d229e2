import { Router } from 'express';
import { getArticle } from './articles.service';

export const articlesRouter = Router();

articlesRouter.get('/:slug', async (req, res, next) => {
  try {
    res.json({ article: await getArticle(req.params.slug) });
  } catch (err) {
    next(err);
  }
});
