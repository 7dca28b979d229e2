import { Router } from 'express';
import { listTags } from '../services/tags.js';

export const tagsRouter = Router();

tagsRouter.get('/tags', async (req, res, next) => {
  try {
    res.json(await listTags());
  } catch (err) {
    next(err);
  }
});
