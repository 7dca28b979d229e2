import { Hono } from 'hono';
import { tagService } from '../services/tagService.js';

export const tags = new Hono();
tags.get('/tags', (c) => c.json({ tags: tagService.list() }));
