const fastify = require('fastify')({ logger: true });
const config = require('./config');
const { sequelize } = require('./models');

fastify.register(require('@fastify/jwt'), { secret: config.jwtSecret });
fastify.decorate('authenticate', async (req, reply) => {
  try { await req.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});
fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'));

sequelize.sync().then(() => fastify.listen({ port: config.port, host: '0.0.0.0' }));
