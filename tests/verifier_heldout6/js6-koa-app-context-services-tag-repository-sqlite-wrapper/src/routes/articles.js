const Router = require('@koa/router');

const router = new Router();

const requireUser = async (ctx, next) => {
  try {
    ctx.state.userId = ctx.services.users.verify((ctx.get('authorization') || '').split(' ')[1]);
  } catch (e) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};

router.get('/articles', async (ctx) => { ctx.body = await ctx.services.articles.list(ctx.query); });
router.post('/articles', requireUser, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await ctx.services.articles.create(ctx.state.userId, ctx.request.body.article) };
});
router.get('/tags', async (ctx) => { ctx.body = { tags: await ctx.services.articles.tags() }; });

module.exports = router;
