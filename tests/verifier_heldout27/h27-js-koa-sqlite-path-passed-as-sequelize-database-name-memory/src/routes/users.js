import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../db.js';

export const SECRET = process.env.JWT_SECRET ?? 'koa-sqlite';
const view = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

export const users = new Router();

users.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user ?? {};
  const u = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: view(u) };
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user ?? {};
  const u = await User.findOne({ where: { email } });
  if (!u || !(await bcrypt.compare(password, u.password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: view(u) };
});
