import { createMiddleware } from 'hono/factory';
import { userFromToken } from '../../services/authService.js';
import type { User } from '../../models/user.js';

export const requireUser = createMiddleware<{ Variables: { user: User } }>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const token = header.startsWith('Token ') ? header.slice(6) : '';
  const user = token ? await userFromToken(token) : null;
  if (!user) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  c.set('user', user);
  await next();
});
