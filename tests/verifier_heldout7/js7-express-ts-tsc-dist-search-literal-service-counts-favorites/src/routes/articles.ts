import { Router } from 'express';
import { listArticles, getArticle } from '../services/article.service';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    const q = typeof req.query.q === 'string' ? req.query.q : undefined;
    res.json(await listArticles({ q, limit, offset }));
  } catch (e) {
    next(e);
  }
});

articlesRouter.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    res.json({ article });
  } catch (e) {
    next(e);
  }
});
