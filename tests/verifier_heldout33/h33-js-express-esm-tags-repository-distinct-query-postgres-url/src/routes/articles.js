import { Router } from 'express';
import { findBySlug, listRecent } from '../repositories/articleRepository.js';

const router = Router();
router.get('/', async (req, res) => {
  const { rows, count } = await listRecent(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
  res.json({ articles: rows, articlesCount: count });
});
router.get('/:slug', async (req, res) => {
  const article = await findBySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article });
});
export default router;
