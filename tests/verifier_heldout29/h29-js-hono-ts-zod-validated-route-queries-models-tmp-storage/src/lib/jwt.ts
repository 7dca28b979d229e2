import { sign, verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

export const issue = (id: number) => sign({ id }, SECRET);
export async function userIdFromHeader(header?: string) {
  if (!header?.startsWith('Token ')) return null;
  try { return (await verify(header.slice(6), SECRET)).id as number; } catch { return null; }
}
