import { Hono } from 'hono';
import { User } from '../models/index.js';

export const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});
