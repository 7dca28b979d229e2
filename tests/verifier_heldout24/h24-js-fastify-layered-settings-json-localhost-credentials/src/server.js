const Fastify = require('fastify');
const settings = require('../settings.json');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.decorateRequest('viewerId', null);
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/profiles'), { prefix: '/api' });

sequelize.sync()
  .then(() => app.listen({ port: settings.port, host: '0.0.0.0' }))
  .catch((err) => { app.log.error(err); process.exit(1); });
