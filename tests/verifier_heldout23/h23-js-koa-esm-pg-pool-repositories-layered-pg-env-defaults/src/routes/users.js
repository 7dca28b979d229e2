import Router from '@koa/router';
import * as userService from '../services/userService.js';
import { auth } from '../http/auth.js';

export const users = new Router();

users.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await userService.register(ctx.request.body.user) }; });
users.post('/users/login', async (ctx) => { ctx.body = { user: await userService.login(ctx.request.body.user) }; });
users.get('/user', auth(true), async (ctx) => { ctx.body = { user: await userService.current(ctx.state.uid) }; });
users.put('/user', auth(true), async (ctx) => { ctx.body = { user: await userService.update(ctx.state.uid, ctx.request.body.user) }; });
users.get('/profiles/:username', auth(false), async (ctx) => {
  ctx.body = { profile: await userService.profile(ctx.params.username, ctx.state.uid) };
});
users.post('/profiles/:username/follow', auth(true), async (ctx) => {
  ctx.body = { profile: await userService.setFollow(ctx.params.username, ctx.state.uid, true) };
});
users.delete('/profiles/:username/follow', auth(true), async (ctx) => {
  ctx.body = { profile: await userService.setFollow(ctx.params.username, ctx.state.uid, false) };
});
