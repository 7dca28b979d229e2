import { Hono } from 'hono';
import { userService } from '../services/userService.js';

export const userRoutes = new Hono();

userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.register(user) }, 201);
});

userRoutes.put('/user', async (c) => {
  const token = (c.req.header('Authorization') ?? '').replace('Token ', '');
  let claims;
  try { claims = userService.verify(token); } catch { return c.json({ errors: { body: ['unauthorized'] } }, 401); }
  const { user } = await c.req.json();
  return c.json({ user: await userService.update(claims.id, user) });
});
