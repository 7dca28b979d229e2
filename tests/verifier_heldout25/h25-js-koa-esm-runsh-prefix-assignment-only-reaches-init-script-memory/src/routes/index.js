import Router from '@koa/router';
import { accounts } from '../services/accounts.js';
import { comments } from '../services/comments.js';

export const router = new Router({ prefix: '/api' });

async function auth(ctx, next) {
  try {
    ctx.state.userId = accounts.userId(ctx.get('Authorization').replace(/^Token /, ''));
  } catch {
    ctx.throw(401, 'invalid token');
  }
  await next();
}

const userBody = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: accounts.token(u) } });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = userBody(await accounts.register(ctx.request.body.user));
});

router.post('/users/login', async (ctx) => {
  const user = await accounts.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = userBody(user);
});

router.get('/user', auth, async (ctx) => {
  ctx.body = userBody(await accounts.current(ctx.state.userId));
});

router.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await comments.list(ctx.params.slug) };
});

router.post('/articles/:slug/comments', auth, async (ctx) => {
  ctx.body = { comment: await comments.add(ctx.params.slug, ctx.state.userId, ctx.request.body.comment.body) };
});

router.delete('/articles/:slug/comments/:id', auth, async (ctx) => {
  ctx.status = await comments.remove(ctx.params.slug, Number(ctx.params.id), ctx.state.userId);
});
