import Router from '@koa/router';
import { getProfile, followUser, unfollowUser } from '../services/profileService.js';
import { requireAuth } from '../middleware/auth.js';

export const profiles = new Router({ prefix: '/api/profiles' });

profiles.get('/:username', async (ctx) => {
  ctx.body = { profile: await getProfile(ctx.params.username, ctx.state.userId) };
});

profiles.post('/:username/follow', requireAuth, async (ctx) => {
  ctx.body = { profile: await followUser(ctx.params.username, ctx.state.userId) };
});

profiles.delete('/:username/follow', requireAuth, async (ctx) => {
  ctx.body = { profile: await unfollowUser(ctx.params.username, ctx.state.userId) };
});
