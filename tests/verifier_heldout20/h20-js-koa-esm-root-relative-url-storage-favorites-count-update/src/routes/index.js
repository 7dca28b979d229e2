import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { favorite } from '../services/favoriteService.js';

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/articles/:slug/favorite', async (ctx) => {
  const token = (ctx.get('Authorization') || '').replace('Token ', '');
  let userId;
  try { userId = jwt.verify(token, process.env.JWT_SECRET || 'esm').id; } catch { ctx.throw(401); }
  const article = await favorite(ctx.params.slug, userId);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
