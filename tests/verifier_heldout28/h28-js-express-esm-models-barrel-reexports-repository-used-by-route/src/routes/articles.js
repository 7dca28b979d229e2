import { Router } from 'express';
import { auth } from './auth.js';
import { listArticles, createArticle, present } from '../services/articles.js';
import { articleRepository } from '../models/index.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', auth(false), async (req, res, next) => {
  try {
    res.json(await listArticles(req.query));
  } catch (e) {
    next(e);
  }
});

articlesRouter.post('/articles', auth(true), async (req, res, next) => {
  try {
    res.status(201).json({ article: await createArticle(req.userId, req.body.article) });
  } catch (e) {
    next(e);
  }
});

articlesRouter.get('/articles/:slug', auth(false), async (req, res, next) => {
  try {
    const article = await articleRepository.bySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article: present(article) });
  } catch (e) {
    return next(e);
  }
});

articlesRouter.delete('/articles/:slug', auth(true), async (req, res, next) => {
  try {
    const article = await articleRepository.bySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    if (article.authorId !== req.userId) return res.status(403).json({ errors: { body: ['forbidden'] } });
    await articleRepository.remove(article);
    return res.sendStatus(204);
  } catch (e) {
    return next(e);
  }
});
