import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { ArticleService } from '../services/article.service.js';
import { UserService } from '../services/user.service.js';

const users = new UserService();
const articles = new ArticleService();

async function requireUser(ctx: Context, next: Next) {
  const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
  const user = m ? await users.fromToken(m[1]).catch(() => null) : null;
  if (!user) ctx.throw(401, 'unauthorized');
  ctx.state.user = user;
  await next();
}

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await users.register((ctx.request.body as any).user) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await users.login((ctx.request.body as any).user) };
});

router.get('/articles', async (ctx) => {
  ctx.body = await articles.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0), ctx.query.author as string | undefined);
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articles.get(ctx.params.slug) };
});

router.post('/articles', requireUser, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.create(ctx.state.user.id, (ctx.request.body as any).article) };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await articles.tags() };
});
