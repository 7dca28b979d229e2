import Router from '@koa/router';
import { authService } from '../services/auth.service';
import { favoriteService } from '../services/favorite.service';

export const favoritesRouter = new Router();

favoritesRouter.use('/articles/:slug/favorite', async (ctx, next) => {
  const id = authService.verify(ctx.get('Authorization'));
  if (!id) ctx.throw(401, 'unauthorized');
  ctx.state.userId = id;
  await next();
});

favoritesRouter.post('/articles/:slug/favorite', async (ctx) => {
  ctx.body = { article: await favoriteService.favorite(ctx.params.slug, ctx.state.userId) };
});

favoritesRouter.delete('/articles/:slug/favorite', async (ctx) => {
  ctx.body = { article: await favoriteService.unfavorite(ctx.params.slug, ctx.state.userId) };
});
