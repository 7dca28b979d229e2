import { Hono } from 'hono';
import { UserService } from '../services/userService';

const service = new UserService();
export const userRoutes = new Hono<{ Variables: { userId: number } }>();

userRoutes.get('/user', async (c) => c.json({ user: await service.current(c.get('userId')) }));
userRoutes.put('/user', async (c) => {
  const body = await c.req.json();
  return c.json({ user: await service.update(c.get('userId'), body.user ?? {}) });
});
