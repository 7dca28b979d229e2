import { Router } from 'express';
import { articleService } from '../services/article-service.js';
import { presentArticle } from './presenters/article-presenter.js';
import { authenticate } from './middleware.js';

export const articlesRouter = Router();

articlesRouter.get('/', authenticate({ optional: true }), async (req, res, next) => {
  try {
    const { rows, count } = await articleService.list(req.query);
    const articles = await Promise.all(rows.map((a) => presentArticle(a, req.userId)));
    res.json({ articles, articlesCount: count });
  } catch (e) { next(e); }
});

articlesRouter.post('/', authenticate(), async (req, res, next) => {
  try {
    const article = await articleService.create(req.userId, req.body.article);
    res.status(201).json({ article: await presentArticle(article, req.userId) });
  } catch (e) { next(e); }
});

articlesRouter.get('/:slug', authenticate({ optional: true }), async (req, res, next) => {
  try {
    const article = await articleService.get(req.params.slug);
    res.json({ article: await presentArticle(article, req.userId) });
  } catch (e) { next(e); }
});

articlesRouter.post('/:slug/favorite', authenticate(), async (req, res, next) => {
  try {
    const article = await articleService.setFavorite(req.userId, req.params.slug, true);
    res.json({ article: await presentArticle(article, req.userId) });
  } catch (e) { next(e); }
});

articlesRouter.delete('/:slug/favorite', authenticate(), async (req, res, next) => {
  try {
    const article = await articleService.setFavorite(req.userId, req.params.slug, false);
    res.json({ article: await presentArticle(article, req.userId) });
  } catch (e) { next(e); }
});
