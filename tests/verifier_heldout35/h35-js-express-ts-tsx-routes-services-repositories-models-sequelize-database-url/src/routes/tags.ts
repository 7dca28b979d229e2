import { Router } from 'express';
import { tagService } from '../services/tagService.js';

export const tagsRouter = Router();
tagsRouter.get('/tags', async (_req, res) => res.json({ tags: await tagService.list() }));
