import Router from '@koa/router';
import { authService } from '../services/auth-service.js';
import { requireUser } from '../middleware/auth.js';
import type { User } from '../models/user.js';

const view = (u: User) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: authService.token(u) });

export const users = new Router();

users.post('/users', async (ctx) => {
  const body = ctx.request.body as { user: { username: string; email: string; password: string } };
  ctx.status = 201;
  ctx.body = { user: view(await authService.register(body.user)) };
});

users.post('/users/login', async (ctx) => {
  const body = ctx.request.body as { user: { email: string; password: string } };
  ctx.body = { user: view(await authService.login(body.user)) };
});

users.get('/user', requireUser, (ctx) => {
  ctx.body = { user: view(ctx.state.user) };
});
