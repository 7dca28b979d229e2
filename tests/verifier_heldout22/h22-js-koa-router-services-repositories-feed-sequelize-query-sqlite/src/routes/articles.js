const Router = require('@koa/router');
const service = require('../services/articleService');

const router = new Router({ prefix: '/api/articles' });

router.get('/feed', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401);
  ctx.body = await service.feed(ctx.state.userId, ctx.query);
});

router.get('/:slug', async (ctx) => {
  const article = await service.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
});

module.exports = router;
