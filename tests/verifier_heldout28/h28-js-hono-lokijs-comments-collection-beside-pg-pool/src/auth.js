import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET ?? 'loki-hono';

export const sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET);

export function currentUser(c) {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET);
  } catch {
    return null;
  }
}
