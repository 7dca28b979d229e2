const Fastify = require('fastify');
const config = require('./config');
const { sequelize } = require('./models');

async function start() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/jwt'), {
    secret: config.jwtSecret,
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  await app.register(require('./routes/auth'));
  app.setErrorHandler((err, _req, reply) => reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } }));
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

start();
