import { Hono } from 'hono';
import { followUser } from '../../application/commands/follow-user.js';
import { getProfile } from '../../application/queries/get-profile.js';
import { optionalAuth, requireAuth, type AuthEnv } from './auth.js';

export const profilesRoutes = new Hono<AuthEnv>();

profilesRoutes.get('/profiles/:username', optionalAuth, async (c) =>
  c.json({ profile: await getProfile(c.req.param('username'), c.get('userId')) }));

profilesRoutes.post('/profiles/:username/follow', requireAuth, async (c) =>
  c.json({ profile: await followUser(c.get('userId'), c.req.param('username'), true) }));

profilesRoutes.delete('/profiles/:username/follow', requireAuth, async (c) =>
  c.json({ profile: await followUser(c.get('userId'), c.req.param('username'), false) }));
