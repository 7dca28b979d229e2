const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

exports.signToken = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '7d' });

exports.requireUser = async (ctx, next) => {
  const header = ctx.get('Authorization');
  try {
    ctx.state.user = jwt.verify(header.replace(/^Token /, ''), SECRET);
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};
