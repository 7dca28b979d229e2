const jwt = require('jsonwebtoken');
exports.requireAuth = async (ctx, next) => {
  try { ctx.state.user = jwt.verify(ctx.get('Authorization').split(' ')[1], process.env.JWT_SECRET || 'secret'); }
  catch { ctx.throw(401); }
  await next();
};
