import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { UniqueConstraintError, ValidationError } from 'sequelize';
import { userService, AuthError } from '~/services/user.service';

export const usersRouter = new Router();

// Translate the errors that bubble up into the RealWorld error envelope.
async function errors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (err) {
    if (err instanceof UniqueConstraintError) {
      ctx.status = 409;
      ctx.body = { errors: Object.fromEntries(err.errors.map((e) => [e.path ?? 'body', ['has already been taken']])) };
    } else if (err instanceof ValidationError) {
      ctx.status = 422;
      ctx.body = { errors: Object.fromEntries(err.errors.map((e) => [e.path ?? 'body', [e.message]])) };
    } else if (err instanceof AuthError) {
      ctx.status = 401;
      ctx.body = { errors: { credentials: [err.message] } };
    } else {
      throw err;
    }
  }
}

async function requireUser(ctx: Context, next: Next) {
  const token = ctx.get('Authorization').replace(/^(Token|Bearer) /, '');
  try {
    ctx.state.userId = userService.userIdFromToken(token);
  } catch {
    ctx.status = 401;
    ctx.body = { errors: { token: ['missing or invalid'] } };
    return;
  }
  await next();
}

usersRouter.use(errors);

usersRouter.post('/users', async (ctx) => {
  const { user } = (ctx.request.body ?? {}) as { user?: { username?: string; email?: string; password?: string } };
  if (!user?.username || !user.email || !user.password) {
    ctx.status = 422;
    ctx.body = { errors: { body: ['username, email and password are required'] } };
    return;
  }
  ctx.status = 201;
  ctx.body = { user: await userService.register({ username: user.username, email: user.email, password: user.password }) };
});

usersRouter.post('/users/login', async (ctx) => {
  const { user } = (ctx.request.body ?? {}) as { user?: { email?: string; password?: string } };
  ctx.body = { user: await userService.login({ email: user?.email ?? '', password: user?.password ?? '' }) };
});

usersRouter.put('/user', requireUser, async (ctx) => {
  const { user } = (ctx.request.body ?? {}) as { user?: Record<string, string> };
  ctx.body = { user: await userService.update(ctx.state.userId, user ?? {}) };
});
