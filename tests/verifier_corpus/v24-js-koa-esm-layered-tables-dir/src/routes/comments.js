import Router from '@koa/router';
import * as commentService from '../services/commentService.js';
import { requireAuth } from '../middleware/auth.js';

export const comments = new Router({ prefix: '/api/articles/:slug/comments' });

comments.get('/', async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug, ctx.state.userId) };
});

comments.post('/', requireAuth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.userId, ctx.request.body.comment) };
});

comments.delete('/:id', requireAuth, async (ctx) => {
  await commentService.remove(Number(ctx.params.id), ctx.state.userId);
  ctx.status = 200;
  ctx.body = {};
});
