import { Hono } from 'hono';
import { register, ValidationError } from '../services/user.service.js';

export const usersRoute = new Hono().post('/users', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  try {
    const user = await register(body.user ?? {});
    return c.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: '' } }, 201);
  } catch (err) {
    if (err instanceof ValidationError) return c.json({ errors: err.errors }, 422);
    throw err;
  }
});
