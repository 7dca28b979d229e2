import { Hono } from 'hono';
import * as profiles from '../services/profiles.js';

export const profileRoutes = new Hono();

profileRoutes.get('/:username', async (c) => {
  const p = await profiles.profile(c.req.param('username'), c.get('userId'));
  return p ? c.json({ profile: p }) : c.json({ errors: { body: ['profile not found'] } }, 404);
});

profileRoutes.post('/:username/follow', async (c) => {
  const p = await profiles.follow(c.req.param('username'), c.get('userId'));
  return p ? c.json({ profile: p }) : c.json({ errors: { body: ['profile not found'] } }, 404);
});

profileRoutes.delete('/:username/follow', async (c) => {
  const p = await profiles.unfollow(c.req.param('username'), c.get('userId'));
  return p ? c.json({ profile: p }) : c.json({ errors: { body: ['profile not found'] } }, 404);
});
