const jwt = require('jsonwebtoken');
module.exports = async (ctx, next) => {
  const token = (ctx.get('Authorization') || '').replace('Token ', '');
  try { ctx.state.user = jwt.verify(token, process.env.JWT_SECRET || 'koa'); } catch { ctx.throw(401); }
  await next();
};
