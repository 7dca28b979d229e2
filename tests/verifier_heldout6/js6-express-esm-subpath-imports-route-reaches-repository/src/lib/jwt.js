import { SignJWT, jwtVerify } from 'jose';

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? 'realworld-secret-key');

export const sign = (sub) => new SignJWT({ sub: String(sub) }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('7d').sign(key);
export const verify = async (token) => Number((await jwtVerify(token, key)).payload.sub);

export function authenticate({ optional = false } = {}) {
  return async (req, res, next) => {
    const [, token] = (req.headers.authorization ?? '').split(' ');
    if (!token) return optional ? next() : res.status(401).json({ errors: { body: ['missing token'] } });
    try {
      req.userId = await verify(token);
      next();
    } catch {
      res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
}
