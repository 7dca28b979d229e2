import { Hono } from 'hono';
import { User } from '../models/user';
import { toProfile } from '../services/profile-service';

export const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  return c.json({ profile: toProfile(user) });
});
