const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api/articles' });

router.get('/', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

router.get('/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article };
});

module.exports = router;
