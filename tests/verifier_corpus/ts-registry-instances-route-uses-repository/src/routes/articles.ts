import { Router } from 'express';
import { articleRepository, articleService } from '../lib/registry.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res) => {
  const { rows, count } = await articleService.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
  res.json({ articles: rows, articlesCount: count });
});

articlesRouter.post('/articles', async (req, res) => {
  const { title, body } = req.body.article ?? {};
  res.status(201).json({ article: await articleService.create(title, body) });
});

// the single-article lookup goes straight to the repository
articlesRouter.get('/articles/:slug', async (req, res) => {
  const article = await articleRepository.bySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  return res.json({ article });
});
