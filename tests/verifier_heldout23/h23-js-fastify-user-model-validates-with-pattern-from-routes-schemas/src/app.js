const Fastify = require('fastify');
const config = require('./config');
const { HttpError } = require('./errors/http-error');

function buildApp() {
  const app = Fastify({ logger: { level: 'info' } });

  app.register(require('./plugins/services'), { databaseUrl: config.databaseUrl, jwtSecret: config.jwtSecret });
  app.register(require('./plugins/auth'));
  app.register(require('./routes'), { prefix: '/api' });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ errors: error.errors });
    if (error.validation) return reply.code(422).send({ errors: { body: [error.message] } });
    request.log.error(error);
    return reply.code(500).send({ errors: { body: ['internal server error'] } });
  });

  return app;
}

module.exports = { buildApp };
