import { UnauthorizedError } from '../errors.js';
import { tokenFromHeader, verifyToken } from '../lib/tokens.js';

// Sets ctx.state.userId from the Authorization header. A header that is present must be valid,
// even on routes where authentication is optional.
const authenticate = (required) => async (ctx, next) => {
  const token = tokenFromHeader(ctx.get('Authorization'));
  if (token) ctx.state.userId = verifyToken(token);
  else if (required) throw new UnauthorizedError();
  await next();
};

export const requireAuth = authenticate(true);
export const optionalAuth = authenticate(false);
