import { Hono } from 'hono';
import { listTags } from '../usecases/list-tags.js';
export const tagsHandler = new Hono().get('/', async (c) => c.json({ tags: await listTags() }));
