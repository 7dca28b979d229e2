import { verify } from 'hono/jwt';

export const tokenService = {
  async userId(header) {
    const token = (header ?? '').replace(/^(Token|Bearer) /, '');
    if (!token) return null;
    try { return (await verify(token, process.env.JWT_SECRET ?? 'secret')).id; } catch { return null; }
  },
};
