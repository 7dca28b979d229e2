import { Hono } from 'hono';
import { tagService } from '../services/index.js';

export const tagsRoutes = new Hono();

tagsRoutes.get('/tags', async (c) => c.json({ tags: await tagService.list() }));
