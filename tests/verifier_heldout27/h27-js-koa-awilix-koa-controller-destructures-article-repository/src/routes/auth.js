// Loads the current user through the request-scoped container (userService).
module.exports = function authenticate({ required }) {
  return async (ctx, next) => {
    const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
    const userService = ctx.state.container.resolve('userService');
    ctx.state.user = m ? await userService.fromToken(m[1]) : null;
    if (required && !ctx.state.user) ctx.throw(401, 'unauthorized');
    await next();
  };
};
