import { Hono } from 'hono';
import { register, login, me } from '../services/user-service.js';
import { requireAuth } from './auth.js';

export const usersRoutes = new Hono();

usersRoutes.post('/users', async (c) => c.json({ user: await register((await c.req.json()).user) }, 201));
usersRoutes.post('/users/login', async (c) => c.json({ user: await login((await c.req.json()).user) }));
usersRoutes.get('/user', requireAuth, async (c) => c.json({ user: await me(c.get('userId')) }));
