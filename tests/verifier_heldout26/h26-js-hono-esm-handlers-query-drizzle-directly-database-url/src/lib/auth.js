import { sign, verify } from 'hono/jwt';
import { createMiddleware } from 'hono/factory';

const SECRET = process.env.JWT_SECRET ?? 'hono-drizzle';

export const issueToken = (id) => sign({ id }, SECRET);

export const auth = (required) => createMiddleware(async (c, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(c.req.header('Authorization') ?? '');
  if (m) {
    try { c.set('userId', (await verify(m[1], SECRET)).id); } catch { /* ignore */ }
  }
  if (required && !c.get('userId')) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  await next();
});
