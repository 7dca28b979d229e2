const STATUS = { conflict: 409, unauthorized: 401, not_found: 404 };

export function errorHandler(err, _req, reply) {
  const status = STATUS[err.code] ?? err.statusCode ?? 500;
  reply.code(status === 409 ? 422 : status).send({ errors: { body: [err.message] } });
}
