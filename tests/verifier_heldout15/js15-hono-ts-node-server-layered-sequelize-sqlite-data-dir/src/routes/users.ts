import { Hono } from 'hono';
import { userService } from '../services/userService.js';

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.register(user) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const result = await userService.login(user?.email, user?.password);
  if (!result) return c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  return c.json({ user: result });
});
