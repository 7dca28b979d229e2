import { Hono } from 'hono';
import { profileService, toProfile } from '../services/profileService.js';
import { followRepository } from '../repositories/followRepository.js';

type Env = { Variables: { userId?: number } };
export const profiles = new Hono<Env>();

profiles.get('/profiles/:username', (c) => {
  const profile = profileService.view(c.req.param('username'), c.get('userId'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

profiles.post('/profiles/:username/follow', (c) => {
  const me = c.get('userId');
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = profileService.find(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  followRepository.follow(me, user.id);
  return c.json({ profile: toProfile(user, true) });
});

profiles.delete('/profiles/:username/follow', (c) => {
  const me = c.get('userId');
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = profileService.find(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  followRepository.unfollow(me, user.id);
  return c.json({ profile: toProfile(user, false) });
});
