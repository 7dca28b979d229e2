import { Hono } from 'hono';
import { userRepository } from '../repositories/userRepository';
import type { Profile } from '../models/types';

export const profiles = new Hono();

profiles.get('/:username', (c) => {
  const user = userRepository.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { body: ['not found'] } }, 404);
  const profile: Profile = { username: user.username, bio: user.bio, image: user.image, following: false };
  return c.json({ profile });
});
