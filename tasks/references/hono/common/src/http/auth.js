import { createMiddleware } from 'hono/factory';
import { UnauthorizedError } from '../errors.js';
import { tokenFromHeader, verifyToken } from '../lib/tokens.js';

// Sets c.var.userId from the Authorization header. A header that is present must be valid,
// even on routes where authentication is optional.
const authenticate = (required) => createMiddleware(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (token) c.set('userId', verifyToken(token));
  else if (required) throw new UnauthorizedError();
  await next();
});

export const requireAuth = authenticate(true);
export const optionalAuth = authenticate(false);
