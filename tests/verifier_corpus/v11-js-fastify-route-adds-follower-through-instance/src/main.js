'use strict';

const Fastify = require('fastify');
const { sequelize } = require('./database');
require('./models/user');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-dev-secret' });

  app.decorate('authenticate', async (request, reply) => {
    try {
      const header = request.headers.authorization || '';
      request.user = app.jwt.verify(header.replace(/^Token /, ''));
    } catch (_err) {
      reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/profiles'), { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
