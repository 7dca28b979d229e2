import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db/index.js';

const SECRET = process.env.JWT_SECRET ?? 'dev';

export const users = new Hono();

async function body(user: any) {
  const token = await sign({ id: user.id, exp: Math.floor(Date.now() / 1000) + 86400 }, SECRET);
  return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } };
}

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ ...user, passwordHash: await bcrypt.hash(user.password, 10) });
  return c.json(await body(created), 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found: any = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.passwordHash))) {
    return c.json({ errors: { credentials: ['invalid'] } }, 401);
  }
  return c.json(await body(found));
});
