import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { JWT_SECRET } from '../middleware/auth.js';
import { InvalidCredentials, userService } from '../services/userService.js';

const present = async (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, JWT_SECRET) });

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await present(await userService.register(user)) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  try {
    return c.json({ user: await present(await userService.login(user)) });
  } catch (err) {
    if (err instanceof InvalidCredentials) return c.json({ errors: { body: [err.message] } }, 401);
    throw err;
  }
});
