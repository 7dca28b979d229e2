import { Hono } from 'hono';
import { tagService } from '../services/tag.service.js';

export const tagRoutes = new Hono();

tagRoutes.get('/tags', async (c) => c.json({ tags: await tagService.popular() }));
