import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { JWT_SECRET, UserService } from '../services/user.service.js';

export const usersRouter = new Router();
const users = new UserService();

usersRouter.post('/users', async (ctx) => {
  const { username, email, password } = (ctx.request.body as any).user ?? {};
  const result = await users.register(username, email, password);
  ctx.status = result.error ? 422 : 201;
  ctx.body = result.error ? { errors: result.error } : { user: result.user };
});

usersRouter.post('/users/login', async (ctx) => {
  const { email, password } = (ctx.request.body as any).user ?? {};
  const result = await users.login(email, password);
  if (!result) {
    ctx.status = 401;
    ctx.body = { errors: { 'email or password': ['is invalid'] } };
    return;
  }
  ctx.body = result;
});

usersRouter.get('/user', async (ctx) => {
  try {
    const { id } = jwt.verify(ctx.get('Authorization').split(' ')[1] ?? '', JWT_SECRET) as { id: number };
    ctx.body = await users.current(id);
  } catch {
    ctx.status = 401;
    ctx.body = { errors: { body: ['unauthorized'] } };
  }
});
