const userService = require('../services/userService');

exports.optional = async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = userService.decode(header.slice(6));
    } catch (_) {
      ctx.throw(401, 'invalid token');
    }
  }
  await next();
};

exports.required = async (ctx, next) => {
  await exports.optional(ctx, async () => {
    if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
    await next();
  });
};
