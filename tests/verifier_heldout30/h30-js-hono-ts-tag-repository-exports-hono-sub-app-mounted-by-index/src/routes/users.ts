import { Hono } from 'hono';
import { userService } from '../services/userService.js';

export const userRoutes = new Hono()
  .post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201))
  .post('/users/login', async (c) => {
    const user = await userService.login((await c.req.json()).user);
    return user ? c.json({ user }) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  });
