const userService = require('../services/users');

function tokenFrom(ctx) {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  return (scheme === 'Token' || scheme === 'Bearer') && token ? token : null;
}

exports.optional = async (ctx, next) => {
  const token = tokenFrom(ctx);
  if (token) {
    try { ctx.state.userId = userService.verifyToken(token); } catch (e) { /* ignore */ }
  }
  await next();
};

exports.required = async (ctx, next) => {
  const token = tokenFrom(ctx);
  try {
    ctx.state.userId = token && userService.verifyToken(token);
  } catch (e) {
    ctx.state.userId = null;
  }
  if (!ctx.state.userId) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['unauthorized'] } };
    return;
  }
  await next();
};
