import { Hono } from 'hono';
import type { TagService } from '../services/tag.service.js';

export function tagRoutes(tags: TagService) {
  const app = new Hono();
  app.get('/tags', async (c) => c.json(await tags.list()));
  return app;
}
