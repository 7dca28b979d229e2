'use strict';
const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db');

fastify.register(require('./routes/users'));

sequelize
  .sync()
  .then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }))
  .catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
