const Fastify = require('fastify');
const config = require('./config');
const { sequelize } = require('./models');

(async () => {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/jwt'), {
    secret: config.jwtSecret,
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
})();
