import { Hono } from 'hono';
import { tagService } from './tag.service.js';

export const tagRoutes = new Hono();

tagRoutes.get('/tags', async (c) => c.json({ tags: await tagService.list() }));
