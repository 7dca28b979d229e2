import Router from '@koa/router';
import { articleService } from '../services/articleService.js';
import { auth } from './auth.js';

export const articles = new Router({ prefix: '/articles' });

// Every /articles/:slug/... route needs the article: load it once, through the service.
articles.param('slug', async (slug, ctx, next) => {
  ctx.state.article = await articleService.getBySlug(slug);
  return next();
});

articles.get('/', auth(false), async (ctx) => {
  ctx.body = await articleService.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0), ctx.state.userId);
});

articles.post('/', auth(), async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
});

articles.get('/:slug', auth(false), async (ctx) => {
  ctx.body = { article: articleService.present(ctx.state.article, ctx.state.userId) };
});

articles.put('/:slug', auth(), async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.state.article, ctx.state.userId, ctx.request.body.article) };
});

articles.delete('/:slug', auth(), async (ctx) => {
  await articleService.remove(ctx.state.article, ctx.state.userId);
  ctx.status = 204;
});

articles.post('/:slug/favorite', auth(), async (ctx) => {
  ctx.body = { article: await articleService.favorite(ctx.state.article, ctx.state.userId) };
});

articles.delete('/:slug/favorite', auth(), async (ctx) => {
  ctx.body = { article: await articleService.unfavorite(ctx.state.article, ctx.state.userId) };
});
