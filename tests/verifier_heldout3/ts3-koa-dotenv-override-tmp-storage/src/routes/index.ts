import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { settings } from '../config';
import { TagService } from '../services/tagService';
import { UserService } from '../services/userService';

const users = new UserService();
const tags = new TagService();

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'up' };
});

router.post('/users', async (ctx) => {
  const body = ctx.request.body as { user: { username: string; email: string; password: string } };
  ctx.status = 201;
  ctx.body = { user: await users.register(body.user) };
});

router.post('/users/login', async (ctx) => {
  const { user } = ctx.request.body as { user: { email: string; password: string } };
  const result = await users.login(user.email, user.password);
  if (!result) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: result };
});

router.get('/user', async (ctx) => {
  const token = (ctx.get('Authorization') || '').replace('Token ', '');
  const { id } = jwt.verify(token, settings.jwtSecret) as { id: number };
  ctx.body = { user: await users.current(id) };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await tags.list() };
});
