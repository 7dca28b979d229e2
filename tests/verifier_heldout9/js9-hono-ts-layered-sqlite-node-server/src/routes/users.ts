import { Hono } from 'hono';
import { userService } from '../services/user.service';
import { readToken } from '../lib/jwt';

export const users = new Hono<{ Variables: { userId: number } }>();

users.post('/users', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await userService.register(body.user ?? {}) }, 201);
});

users.post('/users/login', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await userService.login(body.user?.email, body.user?.password) });
});

users.get('/user', async (c) => {
  const token = c.req.header('Authorization')?.replace(/^Token\s+/, '');
  if (!token) return c.json({ errors: { token: ['missing'] } }, 401);
  const { id } = await readToken(token);
  return c.json({ user: await userService.current(id) });
});
