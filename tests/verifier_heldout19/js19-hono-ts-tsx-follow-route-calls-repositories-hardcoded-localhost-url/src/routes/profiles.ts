import { Hono } from 'hono';
import { getProfile } from '../services/profile.service.js';
import { userRepository } from '../repositories/user.repository.js';
import { followRepository } from '../repositories/follow.repository.js';

export const profiles = new Hono<{ Variables: { userId?: number } }>();

profiles.get('/:username', async (c) => {
  const profile = await getProfile(c.req.param('username'), c.get('userId'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

profiles.post('/:username/follow', async (c) => {
  const me = c.get('userId')!;
  const target = await userRepository.findByUsername(c.req.param('username'));
  if (!target) return c.json({ errors: { profile: ['not found'] } }, 404);
  await followRepository.follow(me, target.id);
  return c.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: true } });
});
