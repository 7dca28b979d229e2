import { Router } from 'express';
import { createArticle, getArticle } from '../services/articleService.js';
import { listTags } from '../services/tagService.js';

export const articles = Router();

articles.post('/articles', async (req, res, next) => {
  try { res.status(201).json({ article: await createArticle(req.body.article) }); } catch (e) { next(e); }
});

articles.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article });
  } catch (e) { next(e); }
});

articles.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await listTags() }); } catch (e) { next(e); }
});
