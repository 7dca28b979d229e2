import { Hono } from 'hono';
import { login } from '../services/user-service';

export const users = new Hono();

users.post('/login', async (c) => {
  const { user } = await c.req.json();
  const result = await login(user?.email ?? '', user?.password ?? '');
  if (!result) return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  return c.json({ user: result });
});
