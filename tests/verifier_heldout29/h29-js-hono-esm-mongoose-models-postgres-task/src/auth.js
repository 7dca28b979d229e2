import { sign, verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

export const tokenFor = (user) => sign({ id: String(user._id) }, SECRET);

export async function viewerId(c) {
  const h = c.req.header('Authorization') ?? '';
  if (!h.startsWith('Token ')) return null;
  try { return (await verify(h.slice(6), SECRET)).id; } catch { return null; }
}
