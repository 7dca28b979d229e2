import { Hono } from 'hono';
import { popularTagNames } from '../services/tagService.js';

export const tags = new Hono();
tags.get('/tags', async (c) => c.json({ tags: await popularTagNames() }));
