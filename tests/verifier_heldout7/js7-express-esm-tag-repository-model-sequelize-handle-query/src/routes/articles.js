import { Router } from 'express';
import { createArticle } from '../services/articleService.js';

const router = Router();

router.post('/articles', async (req, res, next) => {
  try {
    res.status(201).json({ article: await createArticle(req.body.article) });
  } catch (err) {
    next(err);
  }
});

export default router;
