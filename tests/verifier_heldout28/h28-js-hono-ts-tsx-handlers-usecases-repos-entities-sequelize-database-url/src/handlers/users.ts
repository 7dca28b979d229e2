import { Hono } from 'hono';
import { registerUser, loginUser, currentUser } from '../usecases/auth';
import { auth, Env } from './middleware';

export const users = new Hono<Env>();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await registerUser(user) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await loginUser(user) });
});

users.get('/user', auth(true), async (c) => c.json({ user: await currentUser(c.get('userId')!) }));
