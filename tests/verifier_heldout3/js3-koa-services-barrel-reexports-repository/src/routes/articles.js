const Router = require('@koa/router');
const { articleService, userService } = require('../services');

const router = new Router();

router.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});

router.post('/articles', async (ctx) => {
  const userId = userService.verify(ctx.get('Authorization'));
  ctx.assert(userId, 401, 'unauthorized');
  ctx.status = 201;
  ctx.body = { article: await articleService.create(userId, ctx.request.body.article) };
});

module.exports = router;
