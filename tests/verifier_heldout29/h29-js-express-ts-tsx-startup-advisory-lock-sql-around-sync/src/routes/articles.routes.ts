import { Router } from 'express';
import { articleService } from '../services/article.service';
import { requireUser } from '../http/auth';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res, next) => {
  try { res.json(await articleService.list(req.query as Record<string, string>)); } catch (e) { next(e); }
});
articlesRouter.post('/articles', requireUser, async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.create(res.locals.userId, req.body.article) }); } catch (e) { next(e); }
});
articlesRouter.get('/tags', async (_req, res, next) => {
  try { res.json({ tags: await articleService.tags() }); } catch (e) { next(e); }
});
