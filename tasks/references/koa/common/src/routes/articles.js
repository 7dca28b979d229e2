// feature-file: articles
import Router from '@koa/router';
import { optionalAuth, requireAuth } from '../http/auth.js';
import { parsePagination } from '../lib/pagination.js';
import * as articleService from '../services/articleService.js';

// /feed is registered before /:slug so that it is not taken for a slug. // feature-line: profiles
export const articles = new Router({ prefix: '/articles' })
  .get('/', optionalAuth, async (ctx) => {
    // feature-begin: favorites
    const { tag, author, favorited } = ctx.query;
    const filters = { tag, author, favorited, ...parsePagination(ctx.query) };
    // feature-else: favorites
    // const { tag, author } = ctx.query;
    // const filters = { tag, author, ...parsePagination(ctx.query) };
    // feature-end: favorites
    ctx.body = await articleService.list(filters, ctx.state.userId);
  })
  // feature-begin: profiles
  .get('/feed', requireAuth, async (ctx) => {
    ctx.body = await articleService.feed(parsePagination(ctx.query), ctx.state.userId);
  })
  // feature-end: profiles
  .post('/', requireAuth, async (ctx) => {
    ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
    ctx.status = 201;
  })
  .get('/:slug', optionalAuth, async (ctx) => {
    ctx.body = { article: await articleService.get(ctx.params.slug, ctx.state.userId) };
  })
  .put('/:slug', requireAuth, async (ctx) => {
    const { userId } = ctx.state;
    ctx.body = { article: await articleService.update(userId, ctx.params.slug, ctx.request.body.article) };
  })
  .delete('/:slug', requireAuth, async (ctx) => {
    await articleService.remove(ctx.state.userId, ctx.params.slug);
    ctx.status = 204;
  // feature-begin: favorites
  })
  .post('/:slug/favorite', requireAuth, async (ctx) => {
    ctx.body = { article: await articleService.favorite(ctx.state.userId, ctx.params.slug) };
  })
  .delete('/:slug/favorite', requireAuth, async (ctx) => {
    ctx.body = { article: await articleService.unfavorite(ctx.state.userId, ctx.params.slug) };
  });
  // feature-else: favorites
  // });
  // feature-end: favorites
