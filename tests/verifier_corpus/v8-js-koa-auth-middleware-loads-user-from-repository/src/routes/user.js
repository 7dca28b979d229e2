import Router from '@koa/router';
import { requireAuth } from '../middleware/require-auth.js';
import { userService } from '../services/user-service.js';

export const userRouter = new Router();

userRouter.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

userRouter.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});

userRouter.get('/user', requireAuth, async (ctx) => {
  ctx.body = { user: userService.current(ctx.state.user) };
});

userRouter.put('/user', requireAuth, async (ctx) => {
  ctx.body = { user: await userService.updateCurrent(ctx.state.user, ctx.request.body.user) };
});
