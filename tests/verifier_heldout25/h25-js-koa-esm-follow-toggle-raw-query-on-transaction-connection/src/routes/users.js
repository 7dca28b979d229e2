import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { createUser, findByEmail, findById } from '../data/users.js';
import { requireUser, SECRET } from './auth.js';

export const users = new Router({ prefix: '/api' });

const body = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

users.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user;
  ctx.status = 201;
  ctx.body = body(await createUser({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user;
  const user = await findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) ctx.throw(401, 'invalid credentials');
  ctx.body = body(user);
});

users.get('/user', requireUser, async (ctx) => {
  ctx.body = body(await findById(ctx.state.userId));
});
