import { Hono } from 'hono';
import { User } from '../models/user';
import { hash, verify, sign } from '../services/auth';

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created: any = await User.create({ ...user, password: await hash(user.password) });
  return c.json({ user: { email: created.email, username: created.username, bio: null, image: null, token: sign(created.id) } }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found: any = await User.findOne({ where: { email: user.email } });
  if (!found || !(await verify(user.password, found.password))) return c.json({ errors: { credentials: ['invalid'] } }, 401);
  return c.json({ user: { email: found.email, username: found.username, bio: found.bio, image: found.image, token: sign(found.id) } });
});
