import Router from '@koa/router';
import * as userService from '../services/userService.js';

export const usersRouter = new Router();

usersRouter.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

usersRouter.post('/users/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});
