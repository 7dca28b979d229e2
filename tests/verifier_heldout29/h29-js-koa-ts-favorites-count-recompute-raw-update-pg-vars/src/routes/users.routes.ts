import Router from '@koa/router';
import { authService } from '../services/auth.service';

export const usersRouter = new Router();

usersRouter.post('/users', async (ctx) => {
  const { username, email, password } = (ctx.request.body as { user: { username: string; email: string; password: string } }).user;
  ctx.status = 201;
  ctx.body = { user: await authService.register(username, email, password) };
});
