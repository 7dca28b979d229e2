import { Hono } from 'hono';
import { userService } from '../services/user-service';

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json<{ user?: { email?: string; username?: string; password?: string } }>();
  return c.json({ user: await userService.register(user ?? {}) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json<{ user?: { email?: string; password?: string } }>();
  return c.json({ user: await userService.login(user ?? {}) });
});

users.get('/user', async (c) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(c.req.header('Authorization') ?? '');
  if (!m) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ user: await userService.current(await userService.idFromToken(m[1])) });
});
