import { HTTPException } from 'hono/http-exception';
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

export function handleError(err, c) {
  const status = STATUS_BY_ERROR.get(err.constructor);
  if (status) return c.json(errorBody(err.message), status);
  if (err instanceof HTTPException) return c.json(errorBody(err.message), err.status);
  console.error(err);
  return c.json(errorBody('internal server error'), 500);
}

export const handleNotFound = (c) => c.json(errorBody(`no route for ${c.req.method} ${c.req.path}`), 404);
