import { Router } from 'express';
import jwt from 'jsonwebtoken';
import { feed, listArticles } from '../services/article.service.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res, next) => {
  try { res.json(await listArticles(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0))); } catch (e) { next(e); }
});

articlesRouter.get('/articles/feed', async (req, res, next) => {
  try {
    const token = (req.headers.authorization ?? '').replace(/^Token /, '');
    const { id } = jwt.verify(token, process.env.JWT_SECRET ?? 'local-secret') as { id: number };
    res.json(await feed(id, Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  } catch (e) { next(e); }
});
