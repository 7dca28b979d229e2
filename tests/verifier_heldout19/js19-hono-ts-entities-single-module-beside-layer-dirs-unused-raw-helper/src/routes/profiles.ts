import { Hono } from 'hono';
import { ProfileService } from '../services/profile-service.js';

const service = new ProfileService();
export const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const profile = await service.get(c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});
