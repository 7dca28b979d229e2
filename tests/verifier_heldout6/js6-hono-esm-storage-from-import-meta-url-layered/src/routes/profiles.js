import { Hono } from 'hono';
import * as profiles from '../services/profiles.js';
import { identify } from './auth.js';

export const profilesRoute = new Hono();

profilesRoute.get('/:username', identify(false), async (c) => {
  const profile = await profiles.show(c.req.param('username'), c.get('userId'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

profilesRoute.post('/:username/follow', identify(true), async (c) => {
  const profile = await profiles.follow(c.req.param('username'), c.get('userId'), true);
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

profilesRoute.delete('/:username/follow', identify(true), async (c) => {
  const profile = await profiles.follow(c.req.param('username'), c.get('userId'), false);
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});
