import { Router } from 'express';
import { tagRepository } from '../services';

export const tagsRouter = Router();

tagsRouter.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await tagRepository.allNames() });
  } catch (e) {
    next(e);
  }
});
