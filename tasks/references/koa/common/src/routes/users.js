import Router from '@koa/router';
import { requireAuth } from '../http/auth.js';
import * as userService from '../services/userService.js';

export const users = new Router()
  .post('/users', async (ctx) => {
    ctx.body = { user: await userService.register(ctx.request.body.user) };
    ctx.status = 201;
  })
  .post('/users/login', async (ctx) => {
    ctx.body = { user: await userService.login(ctx.request.body.user) };
  })
  .get('/user', requireAuth, async (ctx) => {
    ctx.body = { user: await userService.current(ctx.state.userId) };
  })
  .put('/user', requireAuth, async (ctx) => {
    ctx.body = { user: await userService.update(ctx.state.userId, ctx.request.body.user) };
  });
