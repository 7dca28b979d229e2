'use strict';

const fp = require('fastify-plugin');

const errorBody = (messages) => ({ errors: { body: messages } });

// "body.user must have required property 'email'", "querystring.limit must be >= 1"
function describe(error, dataVar) {
  const path = [dataVar, ...error.instancePath.split('/').filter(Boolean)].join('.');
  return `${path} ${error.message}`;
}

/** Every error leaves the API in the Conduit shape {"errors": {"body": [...]}}. */
async function errors(fastify) {
  // Schema violations are invalid input, which Conduit reports as 422 rather than Fastify's 400.
  fastify.setSchemaErrorFormatter((validationErrors, dataVar) => {
    const messages = validationErrors.map((error) => describe(error, dataVar));
    return Object.assign(new Error(messages.join('; ')), { statusCode: 422, messages });
  });

  fastify.setErrorHandler((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.code(500).send(errorBody(['Internal server error']));
    }
    return reply.code(statusCode).send(errorBody(error.messages ?? [error.message]));
  });

  fastify.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody([`Route ${request.method} ${request.url} not found`]));
  });
}

module.exports = fp(errors, { name: 'errors' });
