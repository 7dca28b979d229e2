import Router from '@koa/router';
import { getProfile, followProfile, unfollowProfile } from '../services/profiles.js';

export const profiles = new Router();

const mustLogin = (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'login required');
  return ctx.state.userId;
};

profiles.get('/profiles/:username', async (ctx) => {
  ctx.body = { profile: await getProfile(ctx.params.username, ctx.state.userId) };
});

profiles.post('/profiles/:username/follow', async (ctx) => {
  ctx.body = { profile: await followProfile(ctx.params.username, mustLogin(ctx)) };
});

profiles.delete('/profiles/:username/follow', async (ctx) => {
  ctx.body = { profile: await unfollowProfile(ctx.params.username, mustLogin(ctx)) };
});
