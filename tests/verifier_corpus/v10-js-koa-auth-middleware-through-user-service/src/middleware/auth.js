const userService = require('../services/user-service');

module.exports = function auth({ required = true } = {}) {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    const user = token ? await userService.userFromToken(token) : null;
    if (!user && required) {
      ctx.status = 401;
      ctx.body = { errors: { token: ['missing or invalid'] } };
      return;
    }
    ctx.state.user = user;
    await next();
  };
};
