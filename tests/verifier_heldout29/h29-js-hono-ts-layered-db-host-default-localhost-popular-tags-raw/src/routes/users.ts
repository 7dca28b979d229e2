import { Hono } from 'hono';
import { userService } from '../services/user.service';

export const userRoutes = new Hono();

userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json<{ user: { username: string; email: string; password: string } }>();
  return c.json({ user: await userService.register(user.username, user.email, user.password) }, 201);
});

userRoutes.post('/users/login', async (c) => {
  const { user } = await c.req.json<{ user: { email: string; password: string } }>();
  return c.json({ user: await userService.login(user.email, user.password) });
});

userRoutes.get('/profiles/:username', async (c) => c.json({ profile: await userService.profile(c.req.param('username')) }));
