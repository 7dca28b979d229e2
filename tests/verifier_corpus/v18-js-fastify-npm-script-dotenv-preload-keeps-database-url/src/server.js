'use strict';
const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db/models');

fastify.register(require('./routes/articles'));

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  await fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
