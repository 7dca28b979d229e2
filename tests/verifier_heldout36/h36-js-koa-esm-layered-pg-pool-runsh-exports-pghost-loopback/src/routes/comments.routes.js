import Router from '@koa/router';
import * as commentService from '../services/comment.service.js';
export const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/articles/:slug/comments', async (ctx) => { ctx.body = { comments: await commentService.list(ctx.params.slug) }; });
router.post('/articles/:slug/comments', async (ctx) => {
  try { ctx.body = { comment: await commentService.add(ctx.params.slug, 'me', ctx.request.body.comment?.body) }; }
  catch (e) { ctx.status = e.status || 500; ctx.body = { errors: { body: [e.message] } }; }
});
router.delete('/articles/:slug/comments/:id', async (ctx) => { await commentService.remove(Number(ctx.params.id)); ctx.status = 200; });
