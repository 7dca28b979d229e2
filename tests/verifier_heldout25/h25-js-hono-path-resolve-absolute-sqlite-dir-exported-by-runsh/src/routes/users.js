import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';
export const users = new Hono();

const body = async (u) => ({
  user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) },
});

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ email: user.email, username: user.username, passwordHash: await bcrypt.hash(user.password, 10) });
  return c.json(await body(created), 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.passwordHash))) return c.json({ errors: { credentials: ['invalid'] } }, 401);
  return c.json(await body(found));
});
