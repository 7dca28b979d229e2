import { sign, verify } from 'hono/jwt';

const SECRET = process.env.JWT_SECRET ?? 'conduit-dev-secret';

export const issueToken = (id: number) => sign({ id, exp: Math.floor(Date.now() / 1000) + 7 * 86400 }, SECRET);
export const readToken = async (token: string) => (await verify(token, SECRET)) as { id: number };
