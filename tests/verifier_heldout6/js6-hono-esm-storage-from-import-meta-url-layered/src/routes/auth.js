import { createMiddleware } from 'hono/factory';
import { userIdFrom } from '../services/accounts.js';

export const identify = (required) => createMiddleware(async (c, next) => {
  const token = c.req.header('Authorization')?.replace(/^(Token|Bearer) /, '');
  if (token) {
    try { c.set('userId', await userIdFrom(token)); } catch { /* ignore bad token */ }
  }
  if (required && !c.get('userId')) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  await next();
});
