import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db.js';

const SECRET = process.env.JWT_SECRET ?? 'bricks';
const out = async (u) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await out(await User.create({ ...user, password: await bcrypt.hash(user.password, 10) })) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const u = await User.findOne({ where: { email: user.email } });
  if (!u || !(await bcrypt.compare(user.password, u.password))) return c.json({ errors: { body: ['invalid'] } }, 401);
  return c.json({ user: await out(u) });
});
