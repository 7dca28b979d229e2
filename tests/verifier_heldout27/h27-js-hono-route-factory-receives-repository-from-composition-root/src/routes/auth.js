import { jwt } from 'hono/jwt';
import { JWT_SECRET } from '../services/user-service.js';

// Conduit sends "Authorization: Token <jwt>"; hono/jwt expects "Bearer".
export const requireAuth = async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  if (header.startsWith('Token ')) c.req.raw.headers.set('Authorization', `Bearer ${header.slice(6)}`);
  return jwt({ secret: JWT_SECRET })(c, next);
};
