import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import type { AppEnv } from '../types';

export const users = new Hono<AppEnv>();

async function authJson(u: { id: number; email: string; username: string; bio: string | null; image: string | null }, secret: string) {
  return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, secret) };
}

users.post('/users', async (c) => {
  const { User } = c.get('db');
  const { user } = await c.req.json<{ user?: { username?: string; email?: string; password?: string } }>();
  if (!user?.username || !user.email || !user.password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const created = await User.create({ username: user.username, email: user.email, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await authJson(created, c.env.JWT_SECRET ?? 'dev-secret') }, 201);
});

users.post('/users/login', async (c) => {
  const { User } = c.get('db');
  const { user } = await c.req.json<{ user?: { email?: string; password?: string } }>();
  const found = await User.findOne({ where: { email: user?.email ?? '' } });
  if (!found || !(await bcrypt.compare(user?.password ?? '', found.password))) {
    return c.json({ errors: { credentials: ['invalid'] } }, 401);
  }
  return c.json({ user: await authJson(found, c.env.JWT_SECRET ?? 'dev-secret') });
});
