import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';

export const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

export type AuthEnv = { Variables: { userId: number } };

export const issueToken = (id: number) => sign({ id }, SECRET);

export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  try {
    const payload = await verify(header.replace(/^Token /, ''), SECRET);
    c.set('userId', payload.id as number);
  } catch {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
  await next();
});
