import Router from '@koa/router';
import * as users from '../services/userService.js';
import * as articles from '../services/articleService.js';

const router = new Router({ prefix: '/api' });

const auth = (required) => async (ctx, next) => {
  const header = ctx.get('Authorization');
  ctx.state.userId = header ? users.userIdFromToken(header.replace(/^(Token|Bearer) /, '')) : null;
  if (required && !ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await users.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await users.login(ctx.request.body.user) };
});

router.get('/profiles/:username', auth(false), async (ctx) => {
  const profile = await users.getProfile(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.get('/articles', async (ctx) => {
  ctx.body = await articles.listArticles(ctx.query);
});

router.post('/articles', auth(true), async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.createArticle(ctx.state.userId, ctx.request.body.article) };
});

export default router;
