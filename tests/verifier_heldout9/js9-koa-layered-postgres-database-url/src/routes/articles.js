const Router = require('@koa/router');
const articleService = require('../services/article-service');
const auth = require('../middlewares/auth');

const router = new Router();

router.get('/articles/:slug', auth(false), async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug, ctx.state.user && ctx.state.user.id) };
});

router.post('/articles/:slug/favorite', auth(true), async (ctx) => {
  ctx.body = { article: await articleService.favorite(ctx.params.slug, ctx.state.user.id) };
});

router.delete('/articles/:slug/favorite', auth(true), async (ctx) => {
  ctx.body = { article: await articleService.unfavorite(ctx.params.slug, ctx.state.user.id) };
});

router.delete('/articles/:slug', auth(true), async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.user.id);
  ctx.status = 204;
});

module.exports = router;
