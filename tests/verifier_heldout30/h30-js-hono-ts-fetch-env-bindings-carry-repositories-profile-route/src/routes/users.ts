import { Hono } from 'hono';
import type { AppEnv } from './env.js';

export const users = new Hono<AppEnv>()
  .post('/users', async (c) => {
    const { user } = await c.req.json();
    return c.json({ user: await c.env.services.auth.register(user) }, 201);
  })
  .post('/users/login', async (c) => {
    const { user } = await c.req.json();
    const result = await c.env.services.auth.login(user);
    return result ? c.json({ user: result }) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  });
