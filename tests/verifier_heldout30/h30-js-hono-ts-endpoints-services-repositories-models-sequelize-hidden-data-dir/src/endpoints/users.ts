import { Hono } from 'hono';
import { userService } from '../services/userService.js';
import { issueToken, requireAuth, type AuthEnv } from './auth.js';

const present = async (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: await issueToken(u.id),
});

export const users = new Hono<AuthEnv>()
  .post('/users', async (c) => {
    const { user } = await c.req.json();
    return c.json({ user: await present(await userService.register(user)) }, 201);
  })
  .post('/users/login', async (c) => {
    const { user } = await c.req.json();
    return c.json({ user: await present(await userService.login(user)) });
  })
  .get('/user', requireAuth, async (c) => c.json({ user: await present(await userService.byId(c.get('userId'))) }));
