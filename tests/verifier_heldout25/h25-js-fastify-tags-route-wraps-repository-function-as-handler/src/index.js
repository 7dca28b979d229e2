const Fastify = require('fastify');
const { sequelize } = require('./models');

async function start() {
  const app = Fastify({ logger: true });
  await app.register(require('./plugins/auth'));
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });
  await app.register(require('./routes/tags'), { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
