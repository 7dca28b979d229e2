import { Hono } from 'hono';
import { tagService } from '../services/tagService.js';
export const tags = new Hono();
tags.get('/', async (c) => c.json({ tags: await tagService.list() }));
