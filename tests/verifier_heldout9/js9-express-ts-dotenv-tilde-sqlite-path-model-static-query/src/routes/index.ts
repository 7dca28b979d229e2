import { Router } from 'express';
import { tagRepository } from '../repositories/tags';
import { articleRepository } from '../repositories/articles';

export const api = Router();

api.get('/health-check', (_req, res) => { res.sendStatus(200); });

api.get('/tags', async (_req, res, next) => {
  try { res.json({ tags: await tagRepository.popular() }); } catch (e) { next(e); }
});

api.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleRepository.bySlug(req.params.slug);
    if (!article) { res.status(404).json({ errors: { article: ['not found'] } }); return; }
    res.json({ article: { ...article.toJSON(), tagList: (article.Tags ?? []).map((t) => t.name) } });
  } catch (e) { next(e); }
});
