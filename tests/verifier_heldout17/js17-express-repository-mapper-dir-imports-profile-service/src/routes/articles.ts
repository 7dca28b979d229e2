import { Router } from 'express';
import { articleService } from '../services/article.service';

export const articlesRouter = Router();
articlesRouter.get('/', async (req, res) => {
  res.json(await articleService.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
});
articlesRouter.get('/:slug', async (req, res) => {
  const article = await articleService.get(req.params.slug);
  if (!article) { res.status(404).json({ errors: { article: ['not found'] } }); return; }
  res.json({ article });
});
