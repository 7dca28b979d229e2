import { Router } from 'express';
import { articleService } from '../services/articleService.js';
import { auth } from './middleware.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', auth(false), async (req, res) => res.json(await articleService.list(req.query, req.userId)));
articlesRouter.get('/articles/feed', auth(true), async (req, res) => res.json(await articleService.list(req.query, req.userId, true)));
articlesRouter.get('/articles/:slug', auth(false), async (req, res) => res.json({ article: await articleService.get(req.params.slug, req.userId) }));
articlesRouter.post('/articles', auth(true), async (req, res) => res.status(201).json({ article: await articleService.create(req.body.article, req.userId) }));
articlesRouter.delete('/articles/:slug', auth(true), async (req, res) => {
  await articleService.remove(req.params.slug, req.userId);
  res.status(204).end();
});
articlesRouter.post('/articles/:slug/favorite', auth(true), async (req, res) => {
  res.json({ article: await articleService.favorite(req.params.slug, req.userId, true) });
});
articlesRouter.delete('/articles/:slug/favorite', auth(true), async (req, res) => {
  res.json({ article: await articleService.favorite(req.params.slug, req.userId, false) });
});
articlesRouter.get('/tags', async (req, res) => res.json({ tags: await articleService.tags() }));
