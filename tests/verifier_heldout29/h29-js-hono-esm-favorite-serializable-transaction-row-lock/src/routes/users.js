import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import { User } from '../db.js';
import { tokenFor } from '../auth.js';

export const users = new Hono();

const out = async (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await tokenFor(u) } });

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  if (await User.findOne({ where: { email: user.email } })) return c.json({ errors: { email: ['has already been taken'] } }, 422);
  const created = await User.create({ username: user.username, email: user.email, passwordHash: await bcrypt.hash(user.password, 10) });
  return c.json(await out(created), 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user?.email ?? '' } });
  if (!found || !(await bcrypt.compare(user?.password ?? '', found.passwordHash))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json(await out(found));
});
