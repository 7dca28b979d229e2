import Router from '@koa/router';
import type { Context, Next } from 'koa';
import * as users from '../services/user.service';
import * as profiles from '../services/profile.service';
import type { User } from '../models/user';

export const router = new Router({ prefix: '/api' });

async function optionalAuth(ctx: Context, next: Next) {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = users.idFromToken(header.slice(6));
    } catch {
      ctx.throw(401, 'invalid token');
    }
  }
  await next();
}

async function requireAuth(ctx: Context, next: Next) {
  await optionalAuth(ctx, async () => {
    if (!ctx.state.userId) ctx.throw(401, 'authentication required');
    await next();
  });
}

const userBody = (u: User) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: users.tokenFor(u) } });

router.get('/health-check', (ctx) => {
  ctx.status = 200;
  ctx.body = 'ok';
});

router.post('/users', async (ctx) => {
  const { email, username, password } = (ctx.request as any).body.user;
  ctx.status = 201;
  ctx.body = userBody(await users.register(email, username, password));
});

router.post('/users/login', async (ctx) => {
  const { email, password } = (ctx.request as any).body.user;
  const user = await users.login(email, password);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = userBody(user!);
});

router.get('/profiles/:username', optionalAuth, async (ctx) => {
  ctx.body = { profile: await profiles.getProfile(ctx.params.username, ctx.state.userId) };
});

router.post('/profiles/:username/follow', requireAuth, async (ctx) => {
  ctx.body = { profile: await profiles.setFollow(ctx.params.username, ctx.state.userId, true) };
});

router.delete('/profiles/:username/follow', requireAuth, async (ctx) => {
  ctx.body = { profile: await profiles.setFollow(ctx.params.username, ctx.state.userId, false) };
});
