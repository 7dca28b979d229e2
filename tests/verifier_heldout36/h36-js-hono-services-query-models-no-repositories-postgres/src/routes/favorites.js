import { Hono } from 'hono';
import { favorite, unfavorite } from '../services/favorite.service.js';
const r = new Hono();
r.post('/:slug/favorite', async (c) => {
  const article = await favorite(c.req.param('slug'), 1);
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
r.delete('/:slug/favorite', async (c) => {
  const article = await unfavorite(c.req.param('slug'), 1);
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
export default r;
