import { Hono } from 'hono';
import { userService } from '../services/user-service';
import { AppError } from '../services/errors';

type Vars = { Variables: { userId?: number } };

export const api = new Hono<Vars>();

api.use('*', async (c, next) => {
  const header = c.req.header('Authorization');
  if (header?.startsWith('Token ')) {
    try {
      c.set('userId', userService.tokenUserId(header.slice(6)));
    } catch {
      return c.json({ errors: { body: ['invalid token'] } }, 401);
    }
  }
  await next();
});

api.onError((err, c) => {
  if (err instanceof AppError) return c.json({ errors: { body: [err.message] } }, err.status);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

api.get('/health-check', (c) => c.json({ status: 'ok' }));
api.post('/users', async (c) => c.json({ user: userService.register((await c.req.json()).user) }, 201));
api.post('/users/login', async (c) => c.json({ user: userService.login((await c.req.json()).user) }));
api.get('/profiles/:username', (c) => c.json({ profile: userService.profile(c.req.param('username'), c.get('userId')) }));
api.post('/profiles/:username/follow', (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: userService.follow(c.req.param('username'), userId) });
});
