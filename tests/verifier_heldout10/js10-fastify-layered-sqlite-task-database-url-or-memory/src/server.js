const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.register(require('./plugins/errors'));
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/comments'), { prefix: '/api' });

(async () => {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
})();
