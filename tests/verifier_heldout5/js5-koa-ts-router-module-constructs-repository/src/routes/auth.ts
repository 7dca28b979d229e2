import type { Middleware } from 'koa';
import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET ?? 'koa-conduit-secret';

export const requireUser: Middleware = async (ctx, next) => {
  const header = ctx.get('Authorization');
  try {
    const payload = jwt.verify(header.replace(/^Token /, ''), secret) as { id: number };
    ctx.state.userId = payload.id;
  } catch {
    ctx.status = 401;
    ctx.body = { errors: { token: ['invalid'] } };
    return;
  }
  await next();
};
