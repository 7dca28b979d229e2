import { Hono } from 'hono';
import * as users from '../services/user-service.js';
import { userRepository } from '../repositories/user-repository.js';

export const api = new Hono();

api.post('/users', async (c) => {
  const body = await c.req.json();
  try {
    const user = await users.register(body.user ?? {});
    return c.json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image } }, 201);
  } catch (err) {
    if (!(err instanceof users.UsernameTaken)) throw err;
    return c.json({ errors: { username: ['has already been taken'] } }, 409);
  }
});

api.get('/profiles/:username', async (c) => {
  const user = await userRepository.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});
