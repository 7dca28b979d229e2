import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/index.js';

export const users = new Hono();

users.post('/', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: { username: created.username, email: created.email, bio: null, image: null,
    token: jwt.sign({ id: created.id }, 'secret') } }, 201);
});
