const config = require('config');
const Fastify = require('fastify');
const { sequelize } = require('./db');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/users'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  await sequelize.sync();
  await app.listen({ host: config.get('server.host'), port: config.get('server.port') });
})().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
