import { Router } from 'express';
import { articleService, NotFoundError } from '../services/articleService';

export const articlesRouter = Router();

articlesRouter.get('/', async (req, res) => {
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  res.json(await articleService.list(limit, offset));
});

articlesRouter.get('/:slug', async (req, res) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) {
    if (err instanceof NotFoundError) return res.status(404).json({ errors: { body: [err.message] } });
    throw err;
  }
});

articlesRouter.delete('/:slug', async (req, res) => {
  const userId = Number((req as any).userId);
  await articleService.remove(req.params.slug, userId);
  res.status(204).end();
});
