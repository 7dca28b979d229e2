import { Hono } from 'hono';
import { listTags } from '../services/tag.service.js';

export const tagsRoute = new Hono().get('/tags', async (c) => c.json({ tags: await listTags() }));
