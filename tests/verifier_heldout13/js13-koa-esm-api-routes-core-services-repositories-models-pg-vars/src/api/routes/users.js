import Router from 'koa-router';
import { usersService } from '../../core/services/index.js';

export const users = new Router();

users.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await usersService.signUp(ctx.request.body.user) };
});

users.post('/users/login', async (ctx) => {
  const user = await usersService.signIn(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});

users.get('/user', async (ctx) => {
  if (!ctx.state.uid) ctx.throw(401);
  ctx.body = { user: await usersService.me(ctx.state.uid) };
});

users.put('/user', async (ctx) => {
  if (!ctx.state.uid) ctx.throw(401);
  ctx.body = { user: await usersService.update(ctx.state.uid, ctx.request.body.user) };
});
