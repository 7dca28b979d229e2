const Router = require('@koa/router');
const articleService = require('../services/article-service');
const feedService = require('../services/feed-service');

const router = new Router();

const userId = (ctx) => Number(ctx.get('X-User-Id')) || null;

router.get('/articles/feed', async (ctx) => {
  const id = userId(ctx);
  if (!id) ctx.throw(401, 'authentication required');
  ctx.body = await feedService.feed(id, { limit: Number(ctx.query.limit) || 20, offset: Number(ctx.query.offset) || 0 });
});

router.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  ctx.assert(article, 404, 'article not found');
  ctx.body = { article };
});

router.post('/articles', async (ctx) => {
  const id = userId(ctx);
  if (!id) ctx.throw(401, 'authentication required');
  ctx.status = 201;
  ctx.body = { article: await articleService.create(id, ctx.request.body.article || {}) };
});

module.exports = router;
