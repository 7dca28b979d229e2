const Fastify = require('fastify');
const { sequelize } = require('./models');

async function main() {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./plugins/auth'));
  await app.register(require('./plugins/services'));
  await app.register(require('./routes/comments'), { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => { console.error(err); process.exit(1); });
