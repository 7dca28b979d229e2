import Router from '@koa/router';
import { findByUsername } from '../data/users.js';
import { isFollowing, setFollowing } from '../data/follows.js';
import { optionalUser, requireUser } from './auth.js';

export const profiles = new Router({ prefix: '/api/profiles' });

async function profileOf(ctx) {
  const user = await findByUsername(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  return user;
}

const body = (user, following) => ({ profile: { username: user.username, bio: user.bio, image: user.image, following } });

profiles.get('/:username', optionalUser, async (ctx) => {
  const user = await profileOf(ctx);
  ctx.body = body(user, ctx.state.userId ? await isFollowing(ctx.state.userId, user.id) : false);
});

profiles.post('/:username/follow', requireUser, async (ctx) => {
  const user = await profileOf(ctx);
  await setFollowing(ctx.state.userId, user.id, true);
  ctx.body = body(user, true);
});

profiles.delete('/:username/follow', requireUser, async (ctx) => {
  const user = await profileOf(ctx);
  await setFollowing(ctx.state.userId, user.id, false);
  ctx.body = body(user, false);
});
