const Fastify = require('fastify');
const config = require('./config');
const sequelize = require('./db/sequelize');

async function build() {
  const app = Fastify({ logger: true });
  app.register(require('@fastify/jwt'), { secret: config.jwtSecret });
  app.register(require('./plugins/services'));
  app.register(require('./routes/users'), { prefix: '/api' });
  app.register(require('./routes/profiles'), { prefix: '/api' });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  return app;
}

build().then(async (app) => {
  require('./models');
  await sequelize.sync();
  await app.listen({ port: config.port, host: '0.0.0.0' });
});
