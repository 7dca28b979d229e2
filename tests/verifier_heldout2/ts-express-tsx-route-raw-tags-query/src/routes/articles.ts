import { Router } from 'express';
import { createArticle, getArticle } from '../services/articleService';

const router = Router();

router.get('/:slug', async (req, res) => {
  try {
    const a = await getArticle(req.params.slug);
    res.json({ article: { slug: a.slug, title: a.title } });
  } catch (e: any) {
    res.status(e.status ?? 500).end();
  }
});

router.post('/', async (req, res) => {
  const a = await createArticle(req.body.article.title);
  res.status(201).json({ article: { slug: a.slug, title: a.title } });
});

export default router;
