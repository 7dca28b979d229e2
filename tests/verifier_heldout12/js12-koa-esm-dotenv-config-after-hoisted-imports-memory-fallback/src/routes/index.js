import Router from '@koa/router';
import { listTags } from '../services/tagService.js';
import * as commentService from '../services/commentService.js';

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await listTags() };
});

router.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug) };
});

router.post('/articles/:slug/comments', async (ctx) => {
  if (!ctx.state.username) ctx.throw(401, 'unauthorized');
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.username, ctx.request.body.comment?.body) };
});

router.delete('/articles/:slug/comments/:id', async (ctx) => {
  if (!ctx.state.username) ctx.throw(401, 'unauthorized');
  await commentService.remove(Number(ctx.params.id), ctx.state.username);
  ctx.body = {};
});
