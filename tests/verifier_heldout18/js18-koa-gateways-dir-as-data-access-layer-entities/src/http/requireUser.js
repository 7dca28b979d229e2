const jwt = require('jsonwebtoken');
module.exports = async (ctx, next) => {
  try { ctx.state.userId = jwt.verify(ctx.get('Authorization').replace(/^Token /, ''), process.env.JWT_SECRET || 'koa').id; }
  catch { ctx.throw(401, 'unauthorized'); }
  await next();
};
