const Router = require('@koa/router');
const articles = require('../services/articles');

const router = new Router();

router.get('/articles', async (ctx) => {
  ctx.body = await articles.list(ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  try {
    ctx.body = { article: await articles.get(ctx.params.slug) };
  } catch (err) {
    if (!(err instanceof articles.NotFoundError)) throw err;
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
  }
});

module.exports = router;
