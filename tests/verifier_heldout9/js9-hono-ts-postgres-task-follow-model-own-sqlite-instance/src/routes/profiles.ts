import { Hono } from 'hono';
import * as profiles from '../services/profiles';

export const profileRoutes = new Hono<{ Variables: { userId?: number } }>();

profileRoutes.get('/profiles/:username', async (c) =>
  c.json({ profile: await profiles.profile(c.req.param('username'), c.get('userId')) }));

profileRoutes.post('/profiles/:username/follow', async (c) =>
  c.json({ profile: await profiles.follow(c.req.param('username'), c.get('userId')!, true) }));

profileRoutes.delete('/profiles/:username/follow', async (c) =>
  c.json({ profile: await profiles.follow(c.req.param('username'), c.get('userId')!, false) }));
