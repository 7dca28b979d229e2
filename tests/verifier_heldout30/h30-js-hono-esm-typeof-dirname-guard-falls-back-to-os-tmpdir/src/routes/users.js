import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db.js';

export const SECRET = process.env.JWT_SECRET ?? 'conduit';

const present = async (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) });

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ username: user.username, email: user.email, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await present(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.password))) return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  return c.json({ user: await present(found) });
});
