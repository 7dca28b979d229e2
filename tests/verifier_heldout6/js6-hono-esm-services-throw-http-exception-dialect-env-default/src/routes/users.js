import { Hono } from 'hono';
import { jwt } from 'hono/jwt';
import * as users from '../services/user-service.js';
import { config } from '../config.js';

export const usersRoutes = new Hono();
const auth = jwt({ secret: config.jwtSecret, headerName: 'Authorization' });

usersRoutes.post('/users', async (c) => c.json({ user: await users.register((await c.req.json()).user ?? {}) }, 201));
usersRoutes.post('/users/login', async (c) => c.json({ user: await users.login((await c.req.json()).user ?? {}) }));
usersRoutes.get('/user', auth, async (c) => c.json({ user: await users.current(c.get('jwtPayload').id) }));
