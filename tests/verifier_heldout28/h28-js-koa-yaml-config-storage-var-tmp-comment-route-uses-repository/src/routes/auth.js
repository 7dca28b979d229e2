const jwt = require('jsonwebtoken');
const config = require('../config');

exports.requireUser = async (ctx, next) => {
  const header = ctx.get('Authorization');
  try {
    ctx.state.userId = jwt.verify(header.replace(/^Token /, ''), config.auth.secret).id;
  } catch (_) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};
