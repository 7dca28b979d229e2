const Router = require('@koa/router');
const { NotFound, setFavorite } = require('../services/favoriteService');

const router = new Router({ prefix: '/api/articles/:slug/favorite' });

const userId = (ctx) => Number((ctx.get('Authorization') || '').replace(/^Token /, '').split('.')[0]);

async function handle(ctx, on) {
  try {
    ctx.body = { article: await setFavorite(ctx.params.slug, userId(ctx), on, ctx.state.transaction) };
  } catch (err) {
    if (!(err instanceof NotFound)) throw err;
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
  }
}

router.post('/', (ctx) => handle(ctx, true));
router.delete('/', (ctx) => handle(ctx, false));

module.exports = router;
