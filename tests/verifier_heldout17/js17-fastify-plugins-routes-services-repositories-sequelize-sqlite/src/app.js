const Fastify = require('fastify');
const { sequelize } = require('./models');

module.exports = async function buildApp() {
  const app = Fastify({ logger: true });
  app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-dev-secret' });
  app.register(require('./plugins/auth'));
  app.register(require('./routes/health'), { prefix: '/api' });
  app.register(require('./routes/users'), { prefix: '/api' });
  app.register(require('./routes/articles'), { prefix: '/api/articles' });
  await sequelize.sync();
  return app;
};
