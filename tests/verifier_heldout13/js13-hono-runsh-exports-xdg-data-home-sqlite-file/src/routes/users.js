import { Hono } from 'hono';
import { userService } from '../services/userService.js';

export const usersRoutes = new Hono();

const token = (c) => (c.req.header('Authorization') ?? '').replace(/^Token /, '');

usersRoutes.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));

usersRoutes.post('/users/login', async (c) => {
  const user = await userService.login((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});

usersRoutes.get('/user', async (c) => {
  const user = await userService.current(token(c));
  return user ? c.json({ user }) : c.json({ errors: { token: ['invalid'] } }, 401);
});

usersRoutes.put('/user', async (c) => {
  if (!(await userService.current(token(c)))) return c.json({ errors: { token: ['invalid'] } }, 401);
  return c.json({ user: await userService.update(token(c), (await c.req.json()).user) });
});
