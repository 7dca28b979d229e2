import { Hono } from 'hono';
import * as users from '../services/user.service.js';

export const userHandlers = new Hono();

userHandlers.post('/users', async (c) => {
  const { username, email, password } = (await c.req.json()).user ?? {};
  return c.json({ user: await users.register(username, email, password) }, 201);
});

userHandlers.post('/users/login', async (c) => {
  const { email, password } = (await c.req.json()).user ?? {};
  const user = await users.login(email, password);
  return user ? c.json({ user }) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
});
