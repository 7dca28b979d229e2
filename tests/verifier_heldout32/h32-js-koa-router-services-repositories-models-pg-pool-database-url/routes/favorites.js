const Router = require('@koa/router');
const favoriteService = require('../services/favoriteService');

const router = new Router();

async function respond(ctx, article) {
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article };
}

router.post('/articles/:slug/favorite', async (ctx) => respond(ctx, await favoriteService.favorite(ctx.state.userId, ctx.params.slug)));
router.delete('/articles/:slug/favorite', async (ctx) => respond(ctx, await favoriteService.unfavorite(ctx.state.userId, ctx.params.slug)));

module.exports = router;
