import { Hono } from 'hono';
import { auth } from '../middleware/auth.js';

export function profileRoutes({ profileService }) {
  const r = new Hono();
  const send = (c, profile) => (profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404));
  r.get('/profiles/:username', auth(false), async (c) => send(c, await profileService.view(c.req.param('username'), c.get('userId'))));
  r.post('/profiles/:username/follow', auth(true), async (c) =>
    send(c, await profileService.setFollowing(c.req.param('username'), c.get('userId'), true)));
  r.delete('/profiles/:username/follow', auth(true), async (c) =>
    send(c, await profileService.setFollowing(c.req.param('username'), c.get('userId'), false)));
  return r;
}
