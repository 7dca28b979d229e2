const Fastify = require('fastify');
const { sequelize } = require('./db/sequelize');

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'up' }));
app.register(require('./routes/tags'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
