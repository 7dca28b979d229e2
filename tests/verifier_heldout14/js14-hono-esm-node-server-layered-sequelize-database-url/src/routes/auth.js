import { verify } from 'hono/jwt';

const secret = process.env.JWT_SECRET ?? 'conduit-secret';

export async function requireUser(c, next) {
  const header = c.req.header('Authorization') ?? '';
  if (!header.startsWith('Token ')) return c.json({ errors: { token: ['missing'] } }, 401);
  try {
    const payload = await verify(header.slice(6), secret);
    c.set('userId', payload.id);
  } catch {
    return c.json({ errors: { token: ['invalid'] } }, 401);
  }
  await next();
}
