import { Hono } from 'hono';
import { tagsService } from '../services/tags.js';

export const tags = new Hono();

tags.get('/tags', async (c) => c.json({ tags: await tagsService.list() }));
