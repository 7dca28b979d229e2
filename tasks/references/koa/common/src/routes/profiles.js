// feature-file: profiles
import Router from '@koa/router';
import { optionalAuth, requireAuth } from '../http/auth.js';
import * as profileService from '../services/profileService.js';

// The follow request's body carries nothing the operation needs, so it is never read.
export const profiles = new Router({ prefix: '/profiles' })
  .get('/:username', optionalAuth, async (ctx) => {
    ctx.body = { profile: await profileService.get(ctx.params.username, ctx.state.userId) };
  })
  .post('/:username/follow', requireAuth, async (ctx) => {
    ctx.body = { profile: await profileService.follow(ctx.state.userId, ctx.params.username) };
  })
  .delete('/:username/follow', requireAuth, async (ctx) => {
    ctx.body = { profile: await profileService.unfollow(ctx.state.userId, ctx.params.username) };
  });
