import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { articleService } from '../services/articleService.js';
import { userService } from '../services/userService.js';

export const router = new Router({ prefix: '/api' });

const auth = async (ctx: Context, next: Next) => {
  try {
    ctx.state.userId = userService.verify(ctx.get('Authorization').replace(/^Token /, ''));
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register((ctx.request as any).body.user) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login((ctx.request as any).body.user) };
});
router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});
router.post('/articles', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, (ctx.request as any).body.article) };
});
router.post('/articles/:slug/favorite', auth, async (ctx) => {
  ctx.body = { article: await articleService.favorite(ctx.params.slug, ctx.state.userId) };
});
