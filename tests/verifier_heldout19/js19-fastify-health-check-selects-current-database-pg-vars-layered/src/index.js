const Fastify = require('fastify');
const { sequelize } = require('./infra/sequelize');
const container = require('./container');

const app = Fastify({ logger: true });
app.decorate('deps', container);
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'jwt-secret' });
app.register(require('./routes/health'), { prefix: '/api' });
app.register(require('./routes/tags'), { prefix: '/api' });

(async () => {
  require('./models');
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
})();
