// feature-file: comments
import Router from '@koa/router';
import { optionalAuth, requireAuth } from '../http/auth.js';
import * as commentService from '../services/commentService.js';

export const comments = new Router({ prefix: '/articles/:slug/comments' })
  .get('/', optionalAuth, async (ctx) => {
    // feature-begin: profiles
    ctx.body = { comments: await commentService.list(ctx.params.slug, ctx.state.userId) };
    // feature-else: profiles
    // ctx.body = { comments: await commentService.list(ctx.params.slug) };
    // feature-end: profiles
  })
  .post('/', requireAuth, async (ctx) => {
    const { userId } = ctx.state;
    ctx.body = { comment: await commentService.add(userId, ctx.params.slug, ctx.request.body.comment) };
  })
  .delete('/:id', requireAuth, async (ctx) => {
    await commentService.remove(ctx.state.userId, ctx.params.slug, Number(ctx.params.id));
    ctx.status = 204;
  });
