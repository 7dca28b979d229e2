import { Hono } from 'hono';
import { articleService } from '../services';

export const articles = new Hono();
articles.get('/', async (c) =>
  c.json(await articleService.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));
