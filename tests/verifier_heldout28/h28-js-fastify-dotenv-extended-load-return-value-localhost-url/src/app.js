const Fastify = require('fastify');
const config = require('./config');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/users'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

async function start() {
  await sequelize.sync();
  await app.listen({ port: config.port || 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
