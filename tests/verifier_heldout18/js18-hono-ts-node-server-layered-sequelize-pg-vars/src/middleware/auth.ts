import { createMiddleware } from 'hono/factory';
import { verify } from 'hono/jwt';

export type AuthEnv = { Variables: { userId?: number } };
const SECRET = process.env.JWT_SECRET ?? 'conduit';

async function read(header?: string) {
  if (!header?.startsWith('Token ')) return undefined;
  const payload = await verify(header.slice(6), SECRET);
  return payload.id as number;
}
export const optionalAuth = createMiddleware<AuthEnv>(async (c, next) => { try { c.set('userId', await read(c.req.header('Authorization'))); } catch {} await next(); });
export const auth = createMiddleware<AuthEnv>(async (c, next) => {
  try { c.set('userId', await read(c.req.header('Authorization'))); } catch {}
  if (!c.get('userId')) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  await next();
});
