import Router from 'koa-router';
import { commentsService } from '../../core/services/index.js';

export const comments = new Router({ prefix: '/articles/:slug/comments' });

comments.get('/', async (ctx) => {
  ctx.body = { comments: await commentsService.list(ctx.params.slug) };
});

comments.post('/', async (ctx) => {
  if (!ctx.state.uid) ctx.throw(401);
  ctx.body = { comment: await commentsService.add(ctx.params.slug, ctx.state.uid, ctx.request.body.comment.body) };
});
