import { Hono } from 'hono';
import { authService, AuthError } from '../services/auth-service';

export const usersRoutes = new Hono();

usersRoutes.onError((err, c) => {
  if (err instanceof AuthError) return c.json({ errors: err.errors }, err.status);
  throw err;
});

usersRoutes.post('/users', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await authService.register(body.user ?? {}) }, 201);
});

usersRoutes.post('/users/login', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  return c.json({ user: await authService.login(body.user ?? {}) });
});

usersRoutes.get('/user', async (c) => {
  const token = c.req.header('Authorization')?.replace(/^Token\s+/, '') ?? '';
  const user = await authService.userFromToken(token);
  if (!user) return c.json({ errors: { token: ['is invalid'] } }, 401);
  return c.json({ user: { email: user.email, token, username: user.username, bio: user.bio, image: user.image } });
});
