const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db');

fastify.decorate('sign', (id) => Buffer.from(JSON.stringify({ id })).toString('base64url'));
fastify.register(require('@fastify/cors'));
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/users'), { prefix: '/api' });

const start = async () => {
  await sequelize.sync();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
};
start();
