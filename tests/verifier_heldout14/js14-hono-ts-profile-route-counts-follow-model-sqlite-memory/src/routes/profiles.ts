import { Hono } from 'hono';
import type { Model } from 'sequelize';
import { Follow } from '../models/index.js';
import { profileService } from '../services/profileService.js';

type Env = { Variables: { userId?: number } };

export const profiles = new Hono<Env>();

async function toProfile(user: Model, viewerId?: number) {
  const followeeId = user.get('id') as number;
  const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followeeId } })) > 0 : false;
  return {
    username: user.get('username') as string,
    bio: (user.get('bio') as string) ?? null,
    image: (user.get('image') as string) ?? null,
    following,
  };
}

profiles.get('/profiles/:username', async (c) => {
  const user = await profileService.find(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: await toProfile(user, c.get('userId')) });
});

profiles.post('/profiles/:username/follow', async (c) => {
  const viewer = c.get('userId');
  if (!viewer) return c.json({ errors: { token: ['missing'] } }, 401);
  const user = await profileService.follow(viewer, c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: await toProfile(user, viewer) });
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const viewer = c.get('userId');
  if (!viewer) return c.json({ errors: { token: ['missing'] } }, 401);
  const user = await profileService.unfollow(viewer, c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: await toProfile(user, viewer) });
});
