import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { registerUser } from '../../application/commands/register-user.js';
import { authenticate, currentUser } from '../../application/queries/authenticate.js';
import { requireAuth, SECRET, type AuthEnv } from './auth.js';

export const usersRoutes = new Hono<AuthEnv>();

async function userBody(u: { id: number; email: string; username: string; bio: string | null; image: string | null }) {
  const token = await sign({ sub: u.id, exp: Math.floor(Date.now() / 1000) + 7 * 86400 }, SECRET);
  return { user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token } };
}

usersRoutes.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json(await userBody(await registerUser(user)), 201);
});

usersRoutes.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  return c.json(await userBody(await authenticate(user.email, user.password)));
});

usersRoutes.get('/user', requireAuth, async (c) => c.json(await userBody((await currentUser(c.get('userId')))!)));
