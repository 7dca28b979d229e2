import { Hono } from 'hono';
import { listTags } from '../usecases/list-tags.js';

export const tags = new Hono();
tags.get('/', async (c) => c.json(await listTags()));
