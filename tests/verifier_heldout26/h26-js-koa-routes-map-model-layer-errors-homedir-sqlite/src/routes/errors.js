'use strict';
const { NotFoundError, ConflictError, ForbiddenError, ValidationError } = require('../models/errors');
const { InvalidCredentials } = require('../services/userService');

// Translate domain errors into HTTP responses.
module.exports = async function errorMapper(ctx, next) {
  try {
    await next();
  } catch (err) {
    let status = err.status || 500;
    if (err instanceof NotFoundError) status = 404;
    else if (err instanceof ConflictError || err instanceof ValidationError) status = 422;
    else if (err instanceof ForbiddenError) status = 403;
    else if (err instanceof InvalidCredentials) status = 401;
    ctx.status = status;
    ctx.body = { errors: { body: [err.message] } };
  }
};
