import { Hono } from 'hono';
import { requireAuth } from '../http/auth.js';
import { readJson } from '../http/body.js';
import * as userService from '../services/userService.js';

export const users = new Hono()
  .post('/users', async (c) => {
    const { user } = await readJson(c);
    return c.json({ user: await userService.register(user) }, 201);
  })
  .post('/users/login', async (c) => {
    const { user } = await readJson(c);
    return c.json({ user: await userService.login(user) });
  })
  .get('/user', requireAuth, async (c) => c.json({ user: await userService.current(c.var.userId) }))
  .put('/user', requireAuth, async (c) => {
    const { user } = await readJson(c);
    return c.json({ user: await userService.update(c.var.userId, user) });
  });
