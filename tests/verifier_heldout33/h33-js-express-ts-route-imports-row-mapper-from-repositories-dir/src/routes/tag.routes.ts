import { Router } from 'express';
import { tagService } from '../services/tag.service';
export const tagRouter = Router();
tagRouter.get('/', (_req, res) => { res.json({ tags: tagService.list() }); });
