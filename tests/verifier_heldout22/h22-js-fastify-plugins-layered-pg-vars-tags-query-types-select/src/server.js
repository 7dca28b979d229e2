const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.register(require('./plugins/services'));
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/tags'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize.sync()
  .then(() => app.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
