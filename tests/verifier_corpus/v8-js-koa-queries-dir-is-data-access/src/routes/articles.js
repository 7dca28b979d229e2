const Router = require('@koa/router');
const articles = require('../services/articles');

const router = new Router();

router.get('/articles', async (ctx) => {
  ctx.body = await articles.feed(ctx.query);
});

router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.publish(ctx.get('X-User'), ctx.request.body.article) };
});

router.post('/articles/:slug/favorite', async (ctx) => {
  ctx.body = { article: await articles.favorite(ctx.get('X-User'), ctx.params.slug) };
});

module.exports = router;
