import { createMiddleware } from 'hono/factory';
import { decodeToken } from '../usecases/auth';

export type Env = { Variables: { userId?: number } };

export const auth = (required: boolean) =>
  createMiddleware<Env>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (header?.startsWith('Token ')) {
      try {
        c.set('userId', decodeToken(header.slice(6)));
      } catch {
        /* invalid token */
      }
    }
    if (required && !c.get('userId')) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    await next();
  });
