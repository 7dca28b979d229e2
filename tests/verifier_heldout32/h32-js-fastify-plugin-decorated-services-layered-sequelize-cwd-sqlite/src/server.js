const Fastify = require('fastify');
const sequelize = require('./database');

async function start() {
  const app = Fastify({ logger: true });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = { username: request.headers['x-user'] || 'anonymous' };
  });
  await app.register(require('./plugins/services'));
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(require('./routes/comments'), { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start();
