import { Hono } from 'hono';
import { scryptSync, randomBytes } from 'node:crypto';
import { User } from '../models/user.js';

export const users = new Hono();

const hashPassword = (password) => {
  const salt = randomBytes(8).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
};

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  if (await User.findOne({ where: { email: user.email } })) {
    return c.json({ errors: { email: ['has already been taken'] } }, 422);
  }
  const created = await User.create({ username: user.username, email: user.email, password: hashPassword(user.password) });
  return c.json({ user: { username: created.username, email: created.email, bio: null, image: null } }, 201);
});
