import { jwtVerify } from 'jose';

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? 'dev-secret-change-me');

export const auth = (required) => async (c, next) => {
  const header = c.req.header('authorization');
  c.set('userId', null);
  if (header?.startsWith('Token ')) {
    try {
      const { payload } = await jwtVerify(header.slice(6), key);
      c.set('userId', payload.sub ? Number(payload.sub) : null);
    } catch { return c.json({ errors: { token: ['invalid'] } }, 401); }
  }
  if (required && c.get('userId') == null) return c.json({ errors: { token: ['missing'] } }, 401);
  return next();
};
