import { Router } from 'express';
import { authenticate } from '#lib/jwt.js';
import { listArticles, createArticle } from '#services/article.service.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res) => {
  res.json(await listArticles(req.query));
});

articlesRouter.post('/articles', authenticate(), async (req, res) => {
  res.status(201).json({ article: await createArticle(req.userId, req.body?.article ?? {}) });
});
