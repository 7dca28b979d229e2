import { Hono } from 'hono';
import { profileService, NotFound } from '../services/profileService.js';
import { auth, optionalAuth, type AuthEnv } from '../middleware/auth.js';

export const profiles = new Hono<AuthEnv>();

profiles.onError((err, c) => (err instanceof NotFound ? c.json({ errors: { profile: ['not found'] } }, 404) : c.json({ errors: { body: [err.message] } }, 500)));
profiles.get('/:username', optionalAuth, async (c) => c.json({ profile: await profileService.get(c.req.param('username'), c.get('userId')) }));
profiles.post('/:username/follow', auth, async (c) => c.json({ profile: await profileService.follow(c.req.param('username'), c.get('userId')!) }));
profiles.delete('/:username/follow', auth, async (c) => c.json({ profile: await profileService.unfollow(c.req.param('username'), c.get('userId')!) }));
