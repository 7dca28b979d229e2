import { Hono } from 'hono';
import { loginUser, registerUser } from '../use-cases/users.ts';

export const userHandlers = new Hono();

userHandlers.post('/users', async (c) => c.json({ user: await registerUser((await c.req.json()).user) }, 201));

userHandlers.post('/users/login', async (c) => {
  const user = await loginUser((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});
