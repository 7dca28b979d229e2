import { Hono } from 'hono';
import { authService } from '../services/auth.service';

export const userRoutes = new Hono();

userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await authService.register(user ?? {}) }, 201);
});

userRoutes.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await authService.login(user ?? {}) });
});
