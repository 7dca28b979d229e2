const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

router.get('/articles/feed', async (ctx) => {
  ctx.body = await articleService.feed(Number(ctx.get('x-user-id')), ctx.query);
});

module.exports = router;
