import { sign, verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

export const tokenFor = (id) => sign({ id }, SECRET);

export async function currentUser(c) {
  const h = c.req.header('authorization') ?? '';
  if (!h.startsWith('Token ')) return null;
  try { return (await verify(h.slice(6), SECRET)).id; } catch { return null; }
}
