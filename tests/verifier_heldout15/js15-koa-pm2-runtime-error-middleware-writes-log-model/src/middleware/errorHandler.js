const { ErrorLog } = require('../models');

module.exports = async function errorHandler(ctx, next) {
  try {
    await next();
  } catch (err) {
    const status = err.status || 500;
    ctx.status = status;
    ctx.body = { errors: { body: [status === 500 ? 'internal error' : err.message] } };
    await ErrorLog.create({ method: ctx.method, path: ctx.path, status, message: err.message }).catch(() => {});
  }
};
