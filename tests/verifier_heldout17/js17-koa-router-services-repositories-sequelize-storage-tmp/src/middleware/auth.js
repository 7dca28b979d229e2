const jwt = require('jsonwebtoken');
module.exports = async (ctx, next) => {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try { ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET || 'koa-secret').id; }
  catch { ctx.throw(401, 'unauthorized'); }
  await next();
};
