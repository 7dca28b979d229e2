class HttpError extends Error { constructor(status, message) { super(message); this.status = status; } }
class NotFoundError extends HttpError { constructor(m = 'not found') { super(404, m); } }
class ForbiddenError extends HttpError { constructor(m = 'forbidden') { super(403, m); } }

async function errorMiddleware(ctx, next) {
  try { await next(); } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
}
module.exports = { HttpError, NotFoundError, ForbiddenError, errorMiddleware };
