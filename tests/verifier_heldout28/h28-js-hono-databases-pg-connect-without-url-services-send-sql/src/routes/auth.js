import { verifyToken } from '../services/user-service.js';

export async function requireAuth(c, next) {
  const header = c.req.header('authorization') ?? '';
  try {
    c.set('userId', verifyToken(header.replace(/^Token /, '')));
  } catch {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
  return next();
}
