import { Router } from 'express';
import { favoriteArticle, getArticle, listArticles } from '../services/articleService.js';
import { requireUser } from './auth.js';

export const articles = Router();

articles.get('/', async (req, res) => res.json(await listArticles(req.query)));

articles.get('/:slug', async (req, res) => {
  const article = await getArticle(req.params.slug);
  return article ? res.json({ article }) : res.status(404).json({ errors: { body: ['not found'] } });
});

articles.post('/:slug/favorite', requireUser, async (req, res) => {
  const article = await favoriteArticle(req.params.slug, req.userId);
  return article ? res.json({ article }) : res.status(404).json({ errors: { body: ['not found'] } });
});
