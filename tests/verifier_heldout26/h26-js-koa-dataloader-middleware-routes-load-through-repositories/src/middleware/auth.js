'use strict';
const userService = require('../services/user-service');

exports.identify = async (ctx, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  if (m) {
    try { ctx.state.userId = userService.verify(m[1]); } catch { /* anonymous */ }
  }
  await next();
};

exports.required = async (ctx, next) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};
