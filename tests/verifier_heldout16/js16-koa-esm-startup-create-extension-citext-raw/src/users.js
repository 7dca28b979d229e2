import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from './db.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';
export const users = new Router({ prefix: '/api' });

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

users.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user ?? {};
  if (await User.findOne({ where: { email } })) {
    ctx.status = 422;
    ctx.body = { errors: { email: ['has already been taken'] } };
    return;
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: present(user) };
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user ?? {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['invalid credentials'] } };
    return;
  }
  ctx.body = { user: present(user) };
});
