import Router from '@koa/router';
import { decode } from '../services/userService.js';
import * as profiles from '../repositories/profileRepository.js';

export const profilesRouter = new Router({ prefix: '/profiles' });

const render = async (profile, viewerId) => ({
  username: profile.username,
  bio: profile.bio,
  image: profile.image,
  following: await profiles.isFollowing(profile, viewerId),
});

profilesRouter.get('/:username', async (ctx) => {
  const profile = await profiles.findProfile(ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile: await render(profile, decode(ctx.get('Authorization'))) };
});

profilesRouter.post('/:username/follow', async (ctx) => {
  const me = decode(ctx.get('Authorization'));
  if (!me) ctx.throw(401);
  const profile = await profiles.findProfile(ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  await profiles.addFollower(profile, me);
  ctx.body = { profile: await render(profile, me) };
});

profilesRouter.delete('/:username/follow', async (ctx) => {
  const me = decode(ctx.get('Authorization'));
  if (!me) ctx.throw(401);
  const profile = await profiles.findProfile(ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  await profiles.removeFollower(profile, me);
  ctx.body = { profile: await render(profile, me) };
});
