import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db.js';

const secret = () => process.env.JWT_SECRET ?? 'hono-secret';

export const currentUserId = async (c) => {
  const h = c.req.header('Authorization') ?? '';
  if (!h.startsWith('Token ')) return null;
  try {
    return (await verify(h.slice(6), secret())).id;
  } catch {
    return null;
  }
};

const view = async (u) => ({ email: u.email, token: await sign({ id: u.id }, secret()), username: u.username, bio: u.bio, image: u.image });

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ username: user.username, email: user.email, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await view(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.password))) return c.json({ errors: { body: ['invalid'] } }, 401);
  return c.json({ user: await view(found) });
});

users.get('/user', async (c) => {
  const id = await currentUserId(c);
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ user: await view(await User.findByPk(id)) });
});
