import { jwt } from 'hono/jwt';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'hono-realworld';

// Conduit sends "Authorization: Token <jwt>"; hono/jwt expects Bearer, so rewrite the header first.
export const requireAuth = [
  async (c, next) => {
    const header = c.req.header('Authorization');
    if (header?.startsWith('Token ')) c.req.raw.headers.set('Authorization', `Bearer ${header.slice(6)}`);
    await next();
  },
  jwt({ secret: JWT_SECRET }),
];
