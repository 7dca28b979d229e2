const Fastify = require('fastify');
const config = require('./config');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.register(require('./plugins/container'));
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/users'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => app.listen({ port: config.port, host: '0.0.0.0' }))
  .catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
