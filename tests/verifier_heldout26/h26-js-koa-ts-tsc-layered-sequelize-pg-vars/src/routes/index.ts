import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { UserService } from '../services/user.service';
import type { CommentService } from '../services/comment.service';

export function buildRouter(users: UserService, comments: CommentService) {
  const router = new Router({ prefix: '/api' });

  const identify = async (ctx: Context, next: Next) => {
    const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
    if (m) {
      try { ctx.state.userId = users.verify(m[1]); } catch { /* anonymous */ }
    }
    await next();
  };
  const required = async (ctx: Context, next: Next) => {
    if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
    await next();
  };

  router.use(identify);
  router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

  type Credentials = { email?: string; username?: string; password?: string };

  router.post('/users', async (ctx) => {
    ctx.status = 201;
    ctx.body = { user: await users.register((ctx.request.body as { user?: Credentials }).user) };
  });
  router.post('/users/login', async (ctx) => {
    ctx.body = { user: await users.login((ctx.request.body as { user?: Credentials }).user) };
  });
  router.get('/user', required, async (ctx) => {
    ctx.body = { user: await users.current(ctx.state.userId) };
  });

  router.get('/articles/:slug/comments', async (ctx) => {
    ctx.body = { comments: await comments.list(ctx.params.slug) };
  });
  router.post('/articles/:slug/comments', required, async (ctx) => {
    const body = (ctx.request.body as { comment?: { body?: string } }).comment?.body;
    ctx.body = { comment: await comments.add(ctx.params.slug, ctx.state.userId, body) };
  });
  router.delete('/articles/:slug/comments/:id', required, async (ctx) => {
    await comments.remove(Number(ctx.params.id), ctx.state.userId);
    ctx.status = 204;
  });

  return router;
}
