import { Hono } from 'hono';
import { tagService } from '../services/tag-service.js';

export const tags = new Hono();
tags.get('/', async (c) => c.json({ tags: await tagService.list() }));
