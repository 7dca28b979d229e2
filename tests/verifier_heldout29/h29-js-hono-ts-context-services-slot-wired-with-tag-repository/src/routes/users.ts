import { Hono } from 'hono';
import type { AppEnv } from '../services/types';

export const users = new Hono<AppEnv>();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await c.var.services.users.register(user?.username, user?.email, user?.password);
  return created ? c.json({ user: created }, 201) : c.json({ errors: { email: ['has already been taken'] } }, 422);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const session = await c.var.services.users.login(user?.email ?? '', user?.password ?? '');
  return session ? c.json({ user: session }) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
});
