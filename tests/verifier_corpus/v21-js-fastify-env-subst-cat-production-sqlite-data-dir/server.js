'use strict';
const Fastify = require('fastify');
const { sequelize } = require('./lib/models');

const app = Fastify({ logger: process.env.NODE_ENV !== 'production' });
app.register(require('./lib/routes/comments'));

async function main() {
  await sequelize.sync();
  await app.listen({ host: process.env.HOST || '0.0.0.0', port: Number(process.env.PORT) || 3000 });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
