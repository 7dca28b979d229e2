const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/userService');

module.exports = (required = true) => async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header && header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), SECRET).id;
    } catch (e) {
      ctx.throw(401, 'invalid token');
    }
  } else if (required) {
    ctx.throw(401, 'missing token');
  }
  await next();
};
