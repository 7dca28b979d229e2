const Fastify = require('fastify');
const { sequelize } = require('./models');

async function main() {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/profiles'), { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => { console.error(err); process.exit(1); });
