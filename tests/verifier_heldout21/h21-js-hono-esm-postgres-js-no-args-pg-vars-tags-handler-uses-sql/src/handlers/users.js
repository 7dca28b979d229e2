import { Hono } from 'hono';
import * as userService from '../services/user-service.js';

export const usersHandler = new Hono();
usersHandler.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));
usersHandler.post('/users/login', async (c) => {
  const user = await userService.login((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});
