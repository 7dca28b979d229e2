import { Hono } from 'hono';
import { register } from '../services/user.service.js';

export const userRoutes = new Hono();
userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json();
  try { return c.json({ user: await register(user) }, 201); }
  catch (e: any) { return c.json({ errors: { email: ['has already been taken'] } }, e.status ?? 500); }
});
