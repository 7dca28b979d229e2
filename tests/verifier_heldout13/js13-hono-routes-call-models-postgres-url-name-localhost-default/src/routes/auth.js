import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../models/index.js';

export const SECRET = process.env.JWT_SECRET || 'secret';
export const auth = new Hono();

export async function currentUserId(c) {
  const h = c.req.header('Authorization');
  if (!h?.startsWith('Token ')) return null;
  try {
    return (await verify(h.slice(6), SECRET)).id;
  } catch {
    return null;
  }
}

const payload = async (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) });

auth.post('/users', async (c) => {
  const { user } = await c.req.json();
  if (await User.findOne({ where: { email: user.email } })) return c.json({ errors: { email: ['has already been taken'] } }, 409);
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await payload(created) }, 201);
});

auth.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.password))) return c.json({ errors: { credentials: ['invalid'] } }, 401);
  return c.json({ user: await payload(found) });
});

auth.get('/user', async (c) => {
  const id = await currentUserId(c);
  const found = id && (await User.findByPk(id));
  if (!found) return c.json({ errors: { token: ['invalid'] } }, 401);
  return c.json({ user: await payload(found) });
});
