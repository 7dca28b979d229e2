import Router from '@koa/router';
import { userService } from '../services/userService.js';

export const users = new Router();

users.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

users.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});
