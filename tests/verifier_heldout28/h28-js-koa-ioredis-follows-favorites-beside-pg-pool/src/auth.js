const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-redis';

exports.sign = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });

exports.auth = (required) => async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), SECRET).id;
    } catch (_) {
      ctx.throw(401, 'invalid token');
    }
  }
  if (required && !ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};
