import { Hono } from 'hono';
import { getProfile } from '../services/profileService.js';
export const userRoutes = new Hono();
userRoutes.get('/profiles/:username', async (c) => {
  const profile = await getProfile(c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { body: ['not found'] } }, 404);
});
