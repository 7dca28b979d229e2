import { jwtVerify } from 'jose';

export function authMiddleware(secret) {
  const read = async (c) => {
    const header = c.req.header('Authorization') ?? '';
    if (!header.startsWith('Token ')) return null;
    try {
      const { payload } = await jwtVerify(header.slice(6), secret);
      return Number(payload.sub);
    } catch {
      return null;
    }
  };
  return {
    optional: async (c, next) => {
      c.set('userId', await read(c));
      await next();
    },
    required: async (c, next) => {
      const id = await read(c);
      if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
      c.set('userId', id);
      await next();
    },
  };
}
