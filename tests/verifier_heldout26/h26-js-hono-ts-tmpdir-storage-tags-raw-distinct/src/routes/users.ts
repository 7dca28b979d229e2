import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { User } from '../db';

export const SECRET = process.env.JWT_SECRET ?? 'hono-realworld';

export const users = new Hono();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dto = async (u: any) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

users.post('/', async (c) => {
  const { user } = await c.req.json();
  if (!user?.email || !user?.username || !user?.password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await dto(created) }, 201);
});

users.post('/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user?.email ?? '' } });
  if (!found || !(await bcrypt.compare(user?.password ?? '', found.get('password') as string))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: await dto(found.get({ plain: true })) });
});
