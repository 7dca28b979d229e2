import jwt from 'jsonwebtoken';

export async function authenticated(ctx, next) {
  const token = (ctx.get('authorization') || '').replace(/^Token\s+/, '');
  try {
    ctx.state.user = jwt.verify(token, process.env.JWT_SECRET || 'conduit');
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}
