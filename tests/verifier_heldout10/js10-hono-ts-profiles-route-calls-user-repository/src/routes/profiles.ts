import { Hono } from 'hono';
import { followUser, unfollowUser } from '../services/profileService.js';
import { userRepository } from '../repositories/userRepository.js';

type Env = { Variables: { userId?: number } };

export const profiles = new Hono<Env>();

// Reading a profile has no business rules, so it goes straight to the data.
profiles.get('/profiles/:username', async (c) => {
  const user: any = await userRepository.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  const viewer = c.get('userId');
  const following = viewer ? await userRepository.isFollowing(viewer, user.id) : false;
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
});

profiles.post('/profiles/:username/follow', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { token: ['missing'] } }, 401);
  const profile = await followUser(userId, c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { token: ['missing'] } }, 401);
  const profile = await unfollowUser(userId, c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});
