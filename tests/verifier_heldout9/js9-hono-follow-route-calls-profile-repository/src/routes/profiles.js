import { Hono } from 'hono';
import { optionalAuth, requireAuth } from '../middleware/auth.js';
import { getProfile, toProfile } from '../services/profile-service.js';
import { userRepository } from '../repositories/user-repository.js';
import { followRepository } from '../repositories/follow-repository.js';

export const profiles = new Hono();

profiles.get('/profiles/:username', optionalAuth, async (c) => {
  const profile = await getProfile(c.req.param('username'), c.get('userId'));
  if (!profile) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile });
});

// follow / unfollow are too simple to need a service
profiles.post('/profiles/:username/follow', requireAuth, async (c) => {
  const user = await userRepository.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await followRepository.add(c.get('userId'), user.id);
  return c.json({ profile: await toProfile(user, c.get('userId')) });
});

profiles.delete('/profiles/:username/follow', requireAuth, async (c) => {
  const user = await userRepository.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await followRepository.remove(c.get('userId'), user.id);
  return c.json({ profile: await toProfile(user, c.get('userId')) });
});
