import { Hono } from 'hono';
import * as articleService from '../services/article-service.js';

const r = new Hono();
r.get('/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'), c.get('userId'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
export default r;
