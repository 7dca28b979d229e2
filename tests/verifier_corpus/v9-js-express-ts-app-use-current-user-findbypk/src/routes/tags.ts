import { Router } from 'express';
import { listTags } from '../services/tagService';

export const tagsRouter = Router();

tagsRouter.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await listTags() });
  } catch (err) {
    next(err);
  }
});
