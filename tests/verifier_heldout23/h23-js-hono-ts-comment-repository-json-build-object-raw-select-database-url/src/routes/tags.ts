import { Hono } from 'hono';
import { tagService } from '../services/tag.service.js';

export const tagsRoutes = new Hono();

tagsRoutes.get('/tags', async (c) => c.json({ tags: await tagService.list() }));
