const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

exports.SECRET = SECRET;
exports.auth = (required = true) => async (ctx, next) => {
  const raw = (ctx.get('Authorization') || '').replace(/^(Token|Bearer) /, '');
  if (raw) {
    try { ctx.state.userId = jwt.verify(raw, SECRET).id; } catch (e) { /* invalid */ }
  }
  if (required && !ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};
