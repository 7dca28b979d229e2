import Router from '@koa/router';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { User } from '../db/index.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-secret';
export const users = new Router();

const present = (u) => ({
  email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }),
});

users.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body?.user ?? {};
  if (!username || !email || !password) ctx.throw(422, 'username, email and password are required');
  const taken = await User.findOne({ where: { email } });
  if (taken) ctx.throw(409, 'email has already been taken');
  const user = await User.create({ username, email, hash: await argon2.hash(password) });
  ctx.status = 201;
  ctx.body = { user: present(user) };
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body?.user ?? {};
  const user = email ? await User.findOne({ where: { email } }) : null;
  if (!user || !(await argon2.verify(user.hash, password ?? ''))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: present(user) };
});
