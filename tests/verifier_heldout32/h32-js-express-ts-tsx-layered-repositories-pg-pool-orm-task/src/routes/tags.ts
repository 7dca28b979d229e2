import { Router } from 'express';
import type { TagService } from '../services/tagService';

export function tagRoutes(service: TagService): Router {
  const router = Router();
  router.get('/tags', async (_req, res) => {
    res.json({ tags: await service.listNames() });
  });
  return router;
}
