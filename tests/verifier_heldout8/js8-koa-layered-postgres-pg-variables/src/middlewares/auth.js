const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-conduit-secret';

function decode(ctx) {
  const header = ctx.get('Authorization');
  const m = /^(Token|Bearer) (.+)$/.exec(header || '');
  if (!m) return null;
  try { return jwt.verify(m[2], SECRET); } catch (e) { return null; }
}

exports.optional = async (ctx, next) => { ctx.state.user = decode(ctx); await next(); };
exports.required = async (ctx, next) => {
  ctx.state.user = decode(ctx);
  if (!ctx.state.user) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['missing or invalid'] } };
    return;
  }
  await next();
};
