import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db.js';

export const SECRET = 'conduit-secret-key';
export const users = new Hono();

const toUser = async (u) => ({
  email: u.email,
  token: await sign({ id: u.id, exp: Math.floor(Date.now() / 1000) + 86400 }, SECRET),
  username: u.username,
  bio: u.bio,
  image: u.image,
});

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  if (!user?.email || !user?.username || !user?.password) return c.json({ errors: { body: ['invalid'] } }, 422);
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await toUser(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user?.email ?? '' } });
  if (!found || !(await bcrypt.compare(user.password ?? '', found.password))) {
    return c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  }
  return c.json({ user: await toUser(found) });
});
