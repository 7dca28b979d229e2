import { verify } from 'hono/jwt';

const secret = process.env.JWT_SECRET || 'secret';

export const optionalAuth = async (c, next) => {
  const header = c.req.header('Authorization');
  if (header?.startsWith('Token ')) {
    try { c.set('userId', (await verify(header.slice(6), secret)).id); } catch { /* anonymous */ }
  }
  await next();
};

export const requireAuth = async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header?.startsWith('Token ')) return c.json({ errors: { token: ['missing'] } }, 401);
  try { c.set('userId', (await verify(header.slice(6), secret)).id); } catch { return c.json({ errors: { token: ['invalid'] } }, 401); }
  await next();
};
