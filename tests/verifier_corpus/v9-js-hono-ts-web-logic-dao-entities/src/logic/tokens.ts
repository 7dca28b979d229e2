import { sign, verify } from 'hono/jwt';

const secret = process.env.JWT_SECRET ?? 'conduit-hono-secret';

export const issueToken = (userId: number) => sign({ sub: userId, exp: Math.floor(Date.now() / 1000) + 86400 }, secret);

export async function userIdFrom(header: string | undefined): Promise<number | undefined> {
  if (!header?.startsWith('Token ')) return undefined;
  try {
    const payload = await verify(header.slice(6), secret);
    return Number(payload.sub);
  } catch {
    return undefined;
  }
}
