const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./lib/models');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });
fastify.decorate('auth', async (req, reply) => {
  try { await req.jwtVerify(); } catch (e) { reply.code(401).send({ errors: { token: ['invalid'] } }); }
});
fastify.register(require('./lib/routes'), { prefix: '/api' });

// tables come from db/schema.sql (applied by run.sh); only check the connection here
sequelize.authenticate()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => { fastify.log.error(err); process.exit(1); });
