// helpers shared by the route modules to build the API's error bodies
export function httpError(statusCode, field, message) {
  const err = new Error(message);
  err.statusCode = statusCode;
  err.body = { errors: { [field]: [message] } };
  return err;
}

export function errorHandler(err, request, reply) {
  if (err.body) return reply.code(err.statusCode).send(err.body);
  request.log.error(err);
  return reply.code(500).send({ errors: { body: ['internal error'] } });
}
