import Router from '@koa/router';
import * as users from '../services/user-service.js';
import * as articles from '../services/article-service.js';

export const router = new Router({ prefix: '/api' });

async function authRequired(ctx, next) {
  try {
    ctx.state.userId = users.userIdFromToken(ctx.get('Authorization').replace(/^Token /, ''));
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await users.signUp(ctx.request.body.user) }; });
router.post('/users/login', async (ctx) => { ctx.body = { user: await users.signIn(ctx.request.body.user) }; });
router.get('/user', authRequired, async (ctx) => { ctx.body = { user: await users.me(ctx.state.userId) }; });
router.get('/articles', async (ctx) => { ctx.body = await articles.list(ctx.query); });
router.get('/articles/:slug', async (ctx) => { ctx.body = { article: await articles.get(ctx.params.slug) }; });
router.post('/articles', authRequired, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.create(ctx.state.userId, ctx.request.body.article) };
});
