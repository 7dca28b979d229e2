import { sign, verify } from 'hono/jwt';

const secret = process.env.JWT_SECRET ?? 'conduit-dev-secret';

export const issueToken = (userId: number) => sign({ sub: userId, exp: Math.floor(Date.now() / 1000) + 60 * 60 * 24 * 7 }, secret);
export const readToken = async (token: string) => (await verify(token, secret)).sub as number;
