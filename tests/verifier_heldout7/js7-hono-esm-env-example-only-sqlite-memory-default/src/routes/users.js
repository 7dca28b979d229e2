import { Hono } from 'hono';
import { authService } from '../services/auth.js';

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const result = await authService.register(user ?? {});
  if (result.error) return c.json({ errors: { body: [result.error] } }, 422);
  return c.json({ user: result.user }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const result = await authService.login(user ?? {});
  if (result.error) return c.json({ errors: { body: [result.error] } }, 401);
  return c.json({ user: result.user });
});

users.get('/user', async (c) => {
  const token = c.req.header('Authorization')?.replace(/^Token /, '');
  const user = token ? await authService.current(token).catch(() => null) : null;
  if (!user) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ user });
});
