const favoriteService = require('../services/favoriteService');

async function handle(ctx, action) {
  try {
    ctx.body = { article: await action(ctx.params.slug, ctx.state.user.id) };
  } catch (err) {
    if (err instanceof favoriteService.NotFoundError) {
      ctx.status = 404;
      ctx.body = { errors: { article: ['not found'] } };
      return;
    }
    throw err;
  }
}

exports.favorite = (ctx) => handle(ctx, favoriteService.favorite);
exports.unfavorite = (ctx) => handle(ctx, favoriteService.unfavorite);
