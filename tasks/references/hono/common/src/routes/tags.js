// feature-file: articles
import { Hono } from 'hono';
import * as tagService from '../services/tagService.js';

export const tags = new Hono().get('/', async (c) => c.json({ tags: await tagService.list() }));
