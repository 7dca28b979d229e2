import { Hono } from 'hono';
import { listTags } from '../services/tagService.js';

export const tagRoutes = new Hono().get('/tags', async (c) => c.json({ tags: await listTags() }));
