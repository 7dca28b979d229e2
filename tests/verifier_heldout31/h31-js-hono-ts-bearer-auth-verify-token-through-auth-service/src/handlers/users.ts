import { Hono } from 'hono';
import { authService } from '../services/auth-service.js';
import { requireUser, type Env } from './auth.js';

export const usersHandler = new Hono<Env>();

usersHandler.post('/users/login', async (c) => {
  const { user } = await c.req.json<{ user: { email: string; password: string } }>();
  const view = await authService.login(user.email, user.password);
  return view ? c.json({ user: view }) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
});

usersHandler.post('/users', async (c) => {
  const { user } = await c.req.json<{ user: { username: string; email: string; password: string } }>();
  return c.json({ user: await authService.register(user.username, user.email, user.password) }, 201);
});

usersHandler.get('/user', requireUser, (c) => c.json({ user: authService.view(c.get('user'), c.get('token')) }));
