import { Router } from 'express';
import { articleService, NotFound } from '../services/articleService.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res) => {
  res.json(await articleService.list(req.query));
});

articlesRouter.get('/articles/:slug', async (req, res) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) {
    if (err instanceof NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    throw err;
  }
});
