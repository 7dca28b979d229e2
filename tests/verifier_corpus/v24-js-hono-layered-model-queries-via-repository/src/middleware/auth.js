import { verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET || 'conduit-hono-secret';

export async function readUser(c, next) {
  const header = c.req.header('Authorization') || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (token) {
    try {
      const payload = await verify(token, SECRET);
      c.set('userId', payload.id);
    } catch {
      return c.json({ errors: { token: ['invalid'] } }, 401);
    }
  }
  await next();
}
