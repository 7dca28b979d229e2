// feature-begin: articles
const { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } = require('../errors');
// feature-else: articles
// const { NotFoundError, UnauthorizedError, ValidationError } = require('../errors');
// feature-end: articles

const STATUS = [
  [ValidationError, 422],
  [UnauthorizedError, 401],
  [ForbiddenError, 403], // feature-line: articles
  [NotFoundError, 404],
];

const send = (res, status, messages) => res.status(status).json({ errors: { body: messages } });

function notFound(req, res) {
  send(res, 404, [`no route for ${req.method} ${req.path}`]);
}

// Express calls a 4-argument middleware only for errors, so `next` must stay in the signature.
function errorHandler(err, req, res, next) {
  const known = STATUS.find(([type]) => err instanceof type);
  if (known) return send(res, known[1], err.messages);
  // Errors from express.json(): malformed JSON is invalid input like any other.
  if (err.type === 'entity.parse.failed') return send(res, 422, ['request body is not valid JSON']);
  if (err.expose && err.status < 500) return send(res, err.status, [err.message]);
  console.error(err);
  return send(res, 500, ['internal server error']);
}

module.exports = { notFound, errorHandler };
