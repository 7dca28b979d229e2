import { Hono } from 'hono';
import { optionalAuth, requireAuth, type AuthVars } from '../../shared/auth.js';
import { HttpError, userService } from './user.service.js';

export const userRoutes = new Hono<{ Variables: AuthVars }>();

userRoutes.onError((err, c) => {
  if (err instanceof HttpError) return c.json({ errors: err.errors }, err.status as 401);
  throw err;
});

userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.register(user) }, 201);
});

userRoutes.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await userService.login(user.email, user.password) });
});

userRoutes.get('/user', optionalAuth, requireAuth, async (c) => c.json({ user: await userService.current(c.get('userId')!) }));

userRoutes.get('/profiles/:username', optionalAuth, async (c) =>
  c.json({ profile: await userService.profile(c.req.param('username'), c.get('userId')) }));

userRoutes.post('/profiles/:username/follow', optionalAuth, requireAuth, async (c) =>
  c.json({ profile: await userService.setFollow(c.req.param('username'), c.get('userId')!, true) }));

userRoutes.delete('/profiles/:username/follow', optionalAuth, requireAuth, async (c) =>
  c.json({ profile: await userService.setFollow(c.req.param('username'), c.get('userId')!, false) }));
