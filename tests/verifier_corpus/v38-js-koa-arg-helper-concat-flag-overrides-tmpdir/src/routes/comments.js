import Router from '@koa/router';
import * as service from '../services/commentService.js';

export const router = new Router({ prefix: '/api/articles/:slug/comments' });

router.get('/', async (ctx) => { ctx.body = { comments: await service.list(ctx.params.slug) }; });
router.post('/', async (ctx) => {
  const author = (ctx.get('authorization') || '').replace(/^Token /, '');
  ctx.body = { comment: await service.add(ctx.params.slug, author, ctx.request.body.comment.body) };
});
