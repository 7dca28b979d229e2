import { Hono } from 'hono';
import * as usersService from '../services/users.service.js';
export const usersRoutes = new Hono();
usersRoutes.post('/', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await usersService.register(user) }, 201);
});
usersRoutes.post('/login', async (c) => {
  const { user } = await c.req.json();
  const result = await usersService.login(user.email, user.password);
  return result ? c.json({ user: result }) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
});
