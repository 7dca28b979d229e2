const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');
const tagService = require('../services/tagService');

const api = new Router({ prefix: '/api' });

const auth = async (ctx, next) => {
  try {
    ctx.state.userId = userService.verify(ctx.get('Authorization').replace(/^Token /, ''));
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await userService.register(ctx.request.body.user) }; });
api.post('/users/login', async (ctx) => { ctx.body = { user: await userService.login(ctx.request.body.user) }; });
api.get('/articles', async (ctx) => { ctx.body = await articleService.list(Number(ctx.query.limit || 20), Number(ctx.query.offset || 0)); });
api.post('/articles', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
});
api.use(tagService.router.routes());

module.exports = api;
