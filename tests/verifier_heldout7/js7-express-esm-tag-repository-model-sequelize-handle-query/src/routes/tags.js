import { Router } from 'express';
import { listTags } from '../services/tagService.js';

const router = Router();

router.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await listTags() });
  } catch (err) {
    next(err);
  }
});

export default router;
