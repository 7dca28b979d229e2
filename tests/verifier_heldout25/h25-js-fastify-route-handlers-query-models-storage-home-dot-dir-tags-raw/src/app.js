const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.register(require('@fastify/jwt'), {
  secret: process.env.JWT_SECRET || 'supersecret',
  verify: { extractToken: (request) => (request.headers.authorization || '').replace('Token ', '') },
});

fastify.decorate('auth', async (request, reply) => {
  try {
    await request.jwtVerify();
  } catch (err) {
    reply.code(401).send({ errors: { token: ['invalid'] } });
  }
});

fastify.get('/api/health-check', async () => 'OK');
fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });
fastify.register(require('./routes/tags'), { prefix: '/api' });

const start = async () => {
  await sequelize.sync();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
};

start().catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
