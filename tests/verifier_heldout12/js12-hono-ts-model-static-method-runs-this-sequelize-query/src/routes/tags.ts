import { Hono } from 'hono';
import { Tag } from '../models/Tag.js';

export const tagRoutes = new Hono();

tagRoutes.get('/tags', async (c) => c.json({ tags: await Tag.popular() }));
