import { Hono } from 'hono';
import { authService } from '../services/auth.service.js';
import { requireAuth, type AuthEnv } from '../middleware/auth.js';

export const usersRoutes = new Hono<AuthEnv>();

usersRoutes.post('/users', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await authService.register(body.user ?? {}) }, 201);
});

usersRoutes.post('/users/login', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await authService.login(body.user ?? {}) });
});

usersRoutes.get('/user', requireAuth, async (c) => c.json({ user: await authService.current(c.get('userId')!) }));

usersRoutes.put('/user', requireAuth, async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await authService.update(c.get('userId')!, body.user ?? {}) });
});
