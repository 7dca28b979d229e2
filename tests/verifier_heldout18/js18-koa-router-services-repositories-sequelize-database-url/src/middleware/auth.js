const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
module.exports = async (ctx, next) => {
  const h = ctx.get('Authorization');
  try { ctx.state.userId = jwt.verify(h.replace(/^Token /, ''), jwtSecret).id; } catch { ctx.throw(401, 'unauthorized'); }
  await next();
};
