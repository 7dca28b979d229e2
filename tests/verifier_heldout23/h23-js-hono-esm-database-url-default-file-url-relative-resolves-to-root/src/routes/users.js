import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import { User } from '../models/index.js';
import { auth, tokenFor } from '../auth.js';

const users = new Hono();

const view = async (u) => ({ email: u.email, token: await tokenFor(u), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

users.post('/users', async (c) => {
  const { username, email, password } = (await c.req.json()).user ?? {};
  if (!username || !email || !password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  if (await User.findOne({ where: { email } })) return c.json({ errors: { email: ['has already been taken'] } }, 422);
  if (await User.findOne({ where: { username } })) return c.json({ errors: { username: ['has already been taken'] } }, 422);
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return c.json({ user: await view(user) }, 201);
});

users.post('/users/login', async (c) => {
  const { email, password } = (await c.req.json()).user ?? {};
  const user = email ? await User.findOne({ where: { email } }) : null;
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
    return c.json({ errors: { credentials: ['invalid'] } }, 401);
  }
  return c.json({ user: await view(user) });
});

users.get('/user', auth({ required: true }), async (c) => c.json({ user: await view(await User.findByPk(c.get('userId'))) }));

users.put('/user', auth({ required: true }), async (c) => {
  const user = await User.findByPk(c.get('userId'));
  const { password, ...rest } = (await c.req.json()).user ?? {};
  if (password) rest.passwordHash = await bcrypt.hash(password, 10);
  await user.update(rest);
  return c.json({ user: await view(user) });
});

export default users;
