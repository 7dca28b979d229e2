const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'up' }));
app.register(require('./routes/users'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => app.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
