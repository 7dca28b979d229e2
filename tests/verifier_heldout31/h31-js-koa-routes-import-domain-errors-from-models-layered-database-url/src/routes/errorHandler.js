const { NotFoundError, ForbiddenError, ValidationError } = require('../models/errors');

module.exports = async function errorHandler(ctx, next) {
  try {
    await next();
  } catch (err) {
    if (err instanceof NotFoundError) {
      ctx.status = 404;
      ctx.body = { errors: { [err.entity]: ['not found'] } };
    } else if (err instanceof ForbiddenError) {
      ctx.status = 403;
      ctx.body = { errors: { body: [err.message] } };
    } else if (err instanceof ValidationError) {
      ctx.status = 422;
      ctx.body = { errors: err.errors };
    } else {
      throw err;
    }
  }
};
