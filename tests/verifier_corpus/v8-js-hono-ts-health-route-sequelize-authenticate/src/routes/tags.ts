import { Hono } from 'hono';
import { listTags } from '../services/tag-service.js';

export const tags = new Hono();

tags.get('/tags', async (c) => c.json({ tags: await listTags() }));
