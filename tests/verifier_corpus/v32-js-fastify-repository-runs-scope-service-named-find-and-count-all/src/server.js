'use strict';

const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'));

sequelize.sync()
  .then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }))
  .catch((err) => { fastify.log.error(err); process.exit(1); });
