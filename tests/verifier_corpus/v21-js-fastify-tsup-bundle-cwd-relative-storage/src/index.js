'use strict';
const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.register(require('./routes/tags'));

(async () => {
  await sequelize.sync();
  await fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
})();
