import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { Tag, User } from '../db/sequelize';

const SECRET = process.env.JWT_SECRET ?? 'koa-ts-secret';

export const api = new Router({ prefix: '/api' });

const userBody = (u: User) => ({
  user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) },
});

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

api.post('/users', async (ctx) => {
  const { email, username, password } = (ctx.request as any).body.user;
  const user = await User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = userBody(user);
});

api.post('/users/login', async (ctx) => {
  const { email, password } = (ctx.request as any).body.user;
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) ctx.throw(401, 'invalid credentials');
  ctx.body = userBody(user!);
});

api.get('/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) };
});
