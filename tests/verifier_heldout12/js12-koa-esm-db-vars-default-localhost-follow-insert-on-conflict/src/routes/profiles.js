import Router from '@koa/router';
import { profileService, ProfileNotFound } from '../services/profileService.js';

export const profiles = new Router();

async function notFoundAs404(ctx, next) {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof ProfileNotFound)) throw err;
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
  }
}

function requireUser(ctx, next) {
  if (!ctx.state.userId) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['required'] } };
    return undefined;
  }
  return next();
}

profiles.use(notFoundAs404);

profiles.get('/profiles/:username', async (ctx) => {
  ctx.body = { profile: await profileService.get(ctx.params.username, ctx.state.userId) };
});

profiles.post('/profiles/:username/follow', requireUser, async (ctx) => {
  ctx.body = { profile: await profileService.follow(ctx.params.username, ctx.state.userId) };
});

profiles.delete('/profiles/:username/follow', requireUser, async (ctx) => {
  ctx.body = { profile: await profileService.unfollow(ctx.params.username, ctx.state.userId) };
});
