import { Hono } from 'hono';
import { followProfile, getProfile, NotFoundError, unfollowProfile } from '../logic/profiles.js';
import { userIdFrom } from '../logic/tokens.js';

export const profiles = new Hono();

profiles.onError((err, c) => {
  if (err instanceof NotFoundError) return c.json({ errors: { body: [err.message] } }, 404);
  return c.json({ errors: { body: [err.message] } }, 500);
});

profiles.get('/profiles/:username', async (c) => {
  const viewer = await userIdFrom(c.req.header('Authorization'));
  return c.json({ profile: await getProfile(c.req.param('username'), viewer) });
});

profiles.post('/profiles/:username/follow', async (c) => {
  const viewer = await userIdFrom(c.req.header('Authorization'));
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await followProfile(c.req.param('username'), viewer) });
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const viewer = await userIdFrom(c.req.header('Authorization'));
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await unfollowProfile(c.req.param('username'), viewer) });
});
