const userService = require('../services/user.service');

exports.register = async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
};

exports.login = async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user || {}) };
};
