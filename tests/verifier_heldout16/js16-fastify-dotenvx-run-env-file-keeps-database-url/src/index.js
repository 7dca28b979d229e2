const Fastify = require('fastify');
const { sequelize } = require('./db');

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' } });
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'fallback' });
app.register(require('./profiles'), { prefix: '/api/profiles' });
app.get('/api/health-check', async () => ({ ok: true }));

sequelize.sync()
  .then(() => app.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => { app.log.error(err); process.exit(1); });
