const Router = require('@koa/router');
const articleService = require('../services/articleService');
const userService = require('../services/userService');

const router = new Router();

async function requireUser(ctx, next) {
  const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
  ctx.state.user = m ? await userService.userFromToken(m[1]) : null;
  if (!ctx.state.user) ctx.throw(401, 'unauthorized');
  await next();
}

router.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});

router.post('/articles', requireUser, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.user.id, ctx.request.body.article) };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await articleService.popularTags() };
});

module.exports = router;
