import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/index.js';

const SECRET = process.env.JWT_SECRET ?? 'dev';
export const users = new Router();

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

users.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user ?? {};
  const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: view(user) };
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user ?? {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password ?? '', user.password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: view(user) };
});
