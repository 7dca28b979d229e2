import { sign, verify } from 'hono/jwt';
import { config } from './config.js';

export const tokenFor = (user) => sign({ id: user.id, exp: Math.floor(Date.now() / 1000) + 86400 * 30 }, config.jwtSecret);

export function auth({ required }) {
  return async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').split(' ');
    if (token && (scheme === 'Token' || scheme === 'Bearer')) {
      try {
        c.set('userId', (await verify(token, config.jwtSecret)).id);
      } catch { /* invalid token */ }
    }
    if (required && !c.get('userId')) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    return next();
  };
}
