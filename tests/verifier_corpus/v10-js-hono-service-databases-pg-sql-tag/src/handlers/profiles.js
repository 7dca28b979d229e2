import { Hono } from 'hono';
import { profileService, ProfileNotFound } from '../services/profile-service.js';

export const profiles = new Hono();

const viewer = (c) => Number(c.req.header('x-user-id')) || null;

const run = async (c, fn) => {
  try {
    return c.json({ profile: await fn() });
  } catch (err) {
    if (err instanceof ProfileNotFound) return c.json({ errors: { profile: ['not found'] } }, 404);
    throw err;
  }
};

profiles.get('/profiles/:username', (c) => run(c, () => profileService.get(c.req.param('username'), viewer(c))));

profiles.post('/profiles/:username/follow', (c) => {
  if (!viewer(c)) return c.json({ errors: { token: ['missing'] } }, 401);
  return run(c, () => profileService.follow(c.req.param('username'), viewer(c)));
});

profiles.delete('/profiles/:username/follow', (c) => {
  if (!viewer(c)) return c.json({ errors: { token: ['missing'] } }, 401);
  return run(c, () => profileService.unfollow(c.req.param('username'), viewer(c)));
});
