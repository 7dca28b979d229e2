import { Hono } from 'hono';
import * as service from '../services/articleService.js';

export const articles = new Hono();

articles.get('/', async (c) => c.json(await service.list(c.req.query())));
