import type { MiddlewareHandler } from 'hono';
import jwt from 'jsonwebtoken';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit-dev-secret';

export type AuthVars = { userId: number | null };

export const optionalAuth: MiddlewareHandler<{ Variables: AuthVars }> = async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  c.set('userId', null);
  if (token) {
    try {
      const payload = jwt.verify(token, JWT_SECRET) as { id: number };
      c.set('userId', payload.id);
    } catch {
      return c.json({ errors: { token: ['is invalid'] } }, 401);
    }
  }
  await next();
};

export const requireAuth: MiddlewareHandler<{ Variables: AuthVars }> = async (c, next) => {
  if (c.get('userId') == null) return c.json({ errors: { token: ['is missing'] } }, 401);
  await next();
};

export const signToken = (id: number) => jwt.sign({ id }, JWT_SECRET, { expiresIn: '7d' });
