import { sign, verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET ?? 'conduit-hono';

export const tokenFor = (user) => sign({ id: user.id }, SECRET);

export async function viewerId(c) {
  const header = c.req.header('Authorization') ?? '';
  if (!header.startsWith('Token ')) return null;
  try {
    return (await verify(header.slice(6), SECRET)).id;
  } catch {
    return null;
  }
}
