import { Hono } from 'hono';
import jwt from 'jsonwebtoken';
import { favorite } from '../services/favorite.service.js';

export const favorites = new Hono();
const uid = (c) => { try { return jwt.verify((c.req.header('authorization') ?? '').slice(6), process.env.JWT_SECRET ?? 'x').id; } catch { return null; } };

for (const [method, on] of [['post', true], ['delete', false]]) {
  favorites[method]('/articles/:slug/favorite', async (c) => {
    const me = uid(c);
    if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const article = await favorite(c.req.param('slug'), me, on);
    return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
  });
}
