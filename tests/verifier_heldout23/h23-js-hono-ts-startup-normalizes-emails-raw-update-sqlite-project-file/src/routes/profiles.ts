import { Hono } from 'hono';
import { profileService } from '../services/profile.service.js';
import { optionalAuth, requireAuth, type AuthEnv } from '../middleware/auth.js';

export const profilesRoutes = new Hono<AuthEnv>();

profilesRoutes.get('/profiles/:username', optionalAuth, async (c) =>
  c.json({ profile: await profileService.get(c.req.param('username'), c.get('userId')) }));

profilesRoutes.post('/profiles/:username/follow', requireAuth, async (c) =>
  c.json({ profile: await profileService.follow(c.req.param('username'), c.get('userId')!) }));

profilesRoutes.delete('/profiles/:username/follow', requireAuth, async (c) =>
  c.json({ profile: await profileService.unfollow(c.req.param('username'), c.get('userId')!) }));
