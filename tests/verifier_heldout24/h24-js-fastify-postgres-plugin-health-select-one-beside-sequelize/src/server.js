const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

async function main() {
  await sequelize.sync();
  await fastify.register(require('./plugins/readiness'));
  await fastify.register(require('./routes/profiles'), { prefix: '/api' });
  await fastify.register(require('./routes/tags'), { prefix: '/api' });
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
}
main().catch((e) => { console.error(e); process.exit(1); });
