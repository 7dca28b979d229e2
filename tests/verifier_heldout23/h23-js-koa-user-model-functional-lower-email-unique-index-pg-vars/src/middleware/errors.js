const { ServiceError } = require('../services/errors');

module.exports = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (err instanceof ServiceError) {
      ctx.status = err.status;
      ctx.body = { errors: err.errors };
      return;
    }
    ctx.app.emit('error', err, ctx);
    ctx.status = 500;
    ctx.body = { errors: { body: ['internal server error'] } };
  }
};
