const app = require('fastify')();
const { sequelize } = require('./models');

app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/articles'));

(async () => {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
})();
