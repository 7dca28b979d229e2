import { createMiddleware } from 'hono/factory';
import { readToken } from '../lib/token.js';

export type AuthEnv = { Variables: { userId?: number } };

function tokenOf(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return (scheme === 'Token' || scheme === 'Bearer') && value ? value : null;
}

export const optionalAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = tokenOf(c.req.header('Authorization'));
  if (token) {
    try { c.set('userId', await readToken(token)); } catch { /* anonymous */ }
  }
  await next();
});

export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = tokenOf(c.req.header('Authorization'));
  if (!token) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  try {
    c.set('userId', await readToken(token));
  } catch {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
  await next();
});
