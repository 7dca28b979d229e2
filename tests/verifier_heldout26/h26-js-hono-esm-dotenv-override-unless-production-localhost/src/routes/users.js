import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { Op } from 'sequelize';
import { User } from '../models/index.js';
import { config } from '../config.js';

export const users = new Hono();

const dto = async (u) => ({ email: u.email, token: await sign({ id: u.id }, config.jwtSecret), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

users.post('/users', async (c) => {
  const { user = {} } = await c.req.json();
  if (!user.email || !user.username || !user.password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  if (await User.findOne({ where: { [Op.or]: [{ email: user.email }, { username: user.username }] } })) {
    return c.json({ errors: { body: ['already taken'] } }, 422);
  }
  const created = await User.create({ email: user.email, username: user.username, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await dto(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user = {} } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email ?? '' } });
  if (!found || !(await bcrypt.compare(user.password ?? '', found.password))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: await dto(found) });
});

users.get('/user', async (c) => {
  const token = (c.req.header('Authorization') ?? '').replace(/^(Token|Bearer) /, '');
  try {
    const { id } = await verify(token, config.jwtSecret);
    return c.json({ user: await dto(await User.findByPk(id)) });
  } catch {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
});
