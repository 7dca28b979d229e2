// feature-begin: articles
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
// feature-else: articles
// import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
// feature-end: articles

const STATUS_BY_ERROR = new Map([
  [ValidationError, 422],
  [UnauthorizedError, 401],
  [ForbiddenError, 403], // feature-line: articles
  [NotFoundError, 404],
  [ConflictError, 409],
]);

const errorBody = (message) => ({ errors: { body: [message] } });

// Outermost middleware: domain errors become their status codes, and every error response,
// the router's own 404 and 405 included, carries the same JSON shape.
export async function handleErrors(ctx, next) {
  try {
    await next();
    if (ctx.status >= 400 && ctx.body == null) {
      const { status, message } = ctx;
      ctx.body = errorBody(message);
      ctx.status = status; // assigning a body would otherwise turn an implicit 404 into 200
    }
  } catch (err) {
    const status = STATUS_BY_ERROR.get(err.constructor) ?? (err.expose ? err.status : 500);
    if (status === 500) ctx.app.emit('error', err, ctx);
    ctx.status = status;
    ctx.body = errorBody(status === 500 ? 'internal server error' : err.message);
  }
}
