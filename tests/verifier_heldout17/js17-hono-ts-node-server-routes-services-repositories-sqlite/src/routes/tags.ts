import { Hono } from 'hono';
import { listTags } from '../services/tag.service.js';

export const tagRoutes = new Hono();
tagRoutes.get('/', async (c) => c.json({ tags: await listTags() }));
