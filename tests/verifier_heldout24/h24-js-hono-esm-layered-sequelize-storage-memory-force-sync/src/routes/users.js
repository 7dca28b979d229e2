import { Hono } from 'hono';
import { userService, AppError } from '../services/userService.js';

export const users = new Hono();

users.onError((err, c) => {
  if (err instanceof AppError) return c.json({ errors: { body: [err.message] } }, err.status);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.register(user) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.login(user) });
});
