import Router from '@koa/router';
import * as articleService from '../services/articleService.js';
import { auth } from '../http/auth.js';

export const articles = new Router();

articles.get('/articles', auth(false), async (ctx) => { ctx.body = await articleService.list(ctx.query, ctx.state.uid); });
articles.get('/articles/feed', auth(true), async (ctx) => { ctx.body = await articleService.list(ctx.query, ctx.state.uid, { feed: true }); });
articles.get('/articles/:slug', auth(false), async (ctx) => { ctx.body = { article: await articleService.get(ctx.params.slug, ctx.state.uid) }; });
articles.post('/articles', auth(true), async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.request.body.article, ctx.state.uid) };
});
articles.delete('/articles/:slug', auth(true), async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.uid);
  ctx.status = 204;
});
articles.post('/articles/:slug/favorite', auth(true), async (ctx) => {
  ctx.body = { article: await articleService.setFavorite(ctx.params.slug, ctx.state.uid, true) };
});
articles.delete('/articles/:slug/favorite', auth(true), async (ctx) => {
  ctx.body = { article: await articleService.setFavorite(ctx.params.slug, ctx.state.uid, false) };
});
articles.get('/tags', async (ctx) => { ctx.body = { tags: await articleService.tags() }; });
