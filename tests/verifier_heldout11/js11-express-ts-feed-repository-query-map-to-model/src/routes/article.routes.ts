import { Router } from 'express';
import { ArticleService } from '../services/article.service';

const service = new ArticleService();
export const articleRouter = Router();

articleRouter.get('/feed', async (req, res) => {
  const userId = Number((req as any).userId);
  res.json(await service.feed(userId, Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
});

articleRouter.get('/:slug', async (req, res) => {
  try { res.json({ article: await service.get(req.params.slug) }); }
  catch (e: any) { res.status(e.status ?? 500).json({ errors: { body: [e.message] } }); }
});
