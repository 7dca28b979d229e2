import { Hono } from 'hono';
import type { AppEnv } from '../services/types';

export const tags = new Hono<AppEnv>();

tags.get('/tags', async (c) => c.json({ tags: await c.var.services.tags.list() }));
