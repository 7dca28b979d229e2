const jwt = require('jsonwebtoken');

const secret = process.env.JWT_SECRET || 'koa-conduit';

module.exports = (required) => async (ctx, next) => {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  if (scheme === 'Token' && token) {
    try { ctx.state.user = jwt.verify(token, secret); } catch (e) { ctx.throw(401, 'invalid token'); }
  }
  if (required && !ctx.state.user) ctx.throw(401, 'authentication required');
  await next();
};
