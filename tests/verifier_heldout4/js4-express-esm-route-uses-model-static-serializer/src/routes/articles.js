import { Router } from 'express';
import { Article } from '../models/index.js';
import * as articles from '../services/articles.js';
import { requireUser, optionalUser } from './auth.js';

const router = Router();

const present = ({ article, favorited, favoritesCount }) => Article.toResponse(article, { favorited, favoritesCount });

router.get('/articles', optionalUser, async (req, res, next) => {
  try {
    const { items, count } = await articles.listArticles(req.query, req.userId);
    res.json({ articles: items.map(present), articlesCount: count });
  } catch (err) { next(err); }
});

router.get('/articles/:slug', optionalUser, async (req, res, next) => {
  try {
    res.json({ article: present(await articles.getArticle(req.params.slug, req.userId)) });
  } catch (err) {
    if (err instanceof articles.NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    next(err);
  }
});

router.post('/articles/:slug/favorite', requireUser, async (req, res, next) => {
  try {
    res.json({ article: present(await articles.favorite(req.params.slug, req.userId, true)) });
  } catch (err) { next(err); }
});

router.delete('/articles/:slug/favorite', requireUser, async (req, res, next) => {
  try {
    res.json({ article: present(await articles.favorite(req.params.slug, req.userId, false)) });
  } catch (err) { next(err); }
});

export default router;
