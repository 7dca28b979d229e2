const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

const readUser = async (ctx) => {
  const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
  if (!m) return null;
  try {
    return await User.findByPk(jwt.verify(m[1], SECRET).id);
  } catch (e) {
    return null;
  }
};

module.exports = {
  SECRET,
  optional: async (ctx, next) => {
    ctx.state.user = await readUser(ctx);
    await next();
  },
  required: async (ctx, next) => {
    ctx.state.user = await readUser(ctx);
    if (!ctx.state.user) ctx.throw(401, 'unauthorized');
    await next();
  },
};
