import { Router } from 'express';
import { articleService } from '../services/article.service';
import { toArticleJson } from '../repositories/article.mapper';

export const articleRouter = Router();

articleRouter.get('/', (req, res) => {
  const rows = articleService.recent(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
  res.json({ articles: rows.map(toArticleJson), articlesCount: rows.length });
});
articleRouter.get('/:slug', (req, res) => {
  try { res.json({ article: toArticleJson(articleService.get(req.params.slug)) }); }
  catch (e: any) { res.status(e.status ?? 500).json({ errors: { body: [e.message] } }); }
});
