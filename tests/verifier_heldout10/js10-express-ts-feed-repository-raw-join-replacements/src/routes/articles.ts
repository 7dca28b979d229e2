import { Router, Request, Response } from 'express';
import { ArticleService } from '../services/articleService';

const service = new ArticleService();
export const articlesRouter = Router();

articlesRouter.get('/articles/feed', async (req: Request, res: Response) => {
  const userId = Number(res.locals.userId);
  if (!userId) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
    return;
  }
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  res.json(await service.feed(userId, limit, offset));
});
