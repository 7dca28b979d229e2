import { Hono } from 'hono';
import { authService } from '../services/auth.service';

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const session = await authService.register(user?.username, user?.email, user?.password);
  if (!session) return c.json({ errors: { email: ['has already been taken'] } }, 422);
  return c.json({ user: session }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const session = await authService.login(user?.email ?? '', user?.password ?? '');
  if (!session) return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  return c.json({ user: session });
});
