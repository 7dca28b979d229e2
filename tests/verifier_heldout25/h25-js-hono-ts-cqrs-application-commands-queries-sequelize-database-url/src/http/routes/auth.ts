import { createMiddleware } from 'hono/factory';
import { verify } from 'hono/jwt';

export const SECRET = process.env.JWT_SECRET ?? 'cqrs-conduit';

export type AuthEnv = { Variables: { userId: number } };

export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = (c.req.header('Authorization') ?? '').replace(/^Token /, '');
  try {
    const payload = await verify(token, SECRET);
    c.set('userId', payload.sub as number);
  } catch {
    return c.json({ errors: { token: ['invalid'] } }, 401);
  }
  await next();
});

export const optionalAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = (c.req.header('Authorization') ?? '').replace(/^Token /, '');
  if (token) {
    try {
      c.set('userId', (await verify(token, SECRET)).sub as number);
    } catch {
      return c.json({ errors: { token: ['invalid'] } }, 401);
    }
  }
  await next();
});
