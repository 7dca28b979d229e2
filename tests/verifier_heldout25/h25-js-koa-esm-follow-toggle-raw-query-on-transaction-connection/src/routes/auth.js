import jwt from 'jsonwebtoken';

export const SECRET = process.env.JWT_SECRET ?? 'koa-esm-secret';

export async function optionalUser(ctx, next) {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), SECRET).id;
    } catch {
      ctx.throw(401, 'invalid token');
    }
  }
  await next();
}

export async function requireUser(ctx, next) {
  await optionalUser(ctx, async () => {
    if (!ctx.state.userId) ctx.throw(401, 'authentication required');
    await next();
  });
}
