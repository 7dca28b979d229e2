import { Hono } from 'hono';
import { getProfile, follow, NotFound } from '../services/profile.service';

export const profiles = new Hono<{ Variables: { userId?: number } }>();

profiles.get('/:username', async (c) => {
  try { return c.json({ profile: await getProfile(c.req.param('username'), c.get('userId')) }); }
  catch (e) { if (e instanceof NotFound) return c.json({ errors: { body: [e.message] } }, 404); throw e; }
});
profiles.post('/:username/follow', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await follow(c.req.param('username'), userId) });
});
