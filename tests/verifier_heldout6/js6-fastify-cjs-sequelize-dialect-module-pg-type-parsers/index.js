'use strict';

const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./lib/db/models');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'supersecret' });
fastify.decorate('auth', async (req, reply) => {
  try { await req.jwtVerify(); } catch (e) { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

fastify.register(async (api) => {
  api.get('/health-check', async () => ({ status: 'up' }));
  api.register(require('./lib/routes/articles'));
}, { prefix: '/api' });

sequelize.sync()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => { fastify.log.error(err); process.exit(1); });
