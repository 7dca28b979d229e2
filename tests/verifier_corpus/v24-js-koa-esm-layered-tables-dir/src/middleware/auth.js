import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET || 'conduit-koa-secret';

export async function optionalAuth(ctx, next) {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  if (scheme === 'Token' && token) {
    try {
      ctx.state.userId = jwt.verify(token, SECRET).id;
    } catch {
      ctx.throw(401, 'invalid token');
    }
  }
  await next();
}

export async function requireAuth(ctx, next) {
  if (!ctx.state.userId) ctx.throw(401, 'authentication required');
  await next();
}
