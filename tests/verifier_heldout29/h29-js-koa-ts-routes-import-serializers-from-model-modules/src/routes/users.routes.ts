import Router from '@koa/router';
import { authService } from '../services/auth.service';
import { toUserJSON } from '../models/user.model';

export const usersRouter = new Router();

usersRouter.post('/users', async (ctx) => {
  const { username, email, password } = (ctx.request.body as any)?.user ?? {};
  const user = await authService.register(username, email, password);
  ctx.status = 201;
  ctx.body = { user: toUserJSON(user, authService.tokenFor(user)) };
});

usersRouter.post('/users/login', async (ctx) => {
  const { email, password } = (ctx.request.body as any)?.user ?? {};
  const user = await authService.login(email, password);
  ctx.body = { user: toUserJSON(user, authService.tokenFor(user)) };
});
