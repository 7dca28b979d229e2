import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { userService } from '../services/user.service.js';
import type { User } from '../models/user.model.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

export const usersRoute = new Hono();

const body = async (u: User) => ({
  user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) },
});

usersRoute.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json(await body(await userService.register(user.email, user.username, user.password)), 201);
});

usersRoute.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await userService.login(user.email, user.password);
  return found ? c.json(await body(found)) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});
