const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

exports.optional = async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), SECRET).id;
    } catch (e) {
      /* anonymous */
    }
  }
  await next();
};

exports.required = async (ctx, next) => {
  await exports.optional(ctx, async () => {});
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};
