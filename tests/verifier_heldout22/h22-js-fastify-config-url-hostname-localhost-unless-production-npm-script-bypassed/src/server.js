const fastify = require('fastify')({ logger: true });
const { port } = require('./config');
const { sequelize } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/comments'), { prefix: '/api' });

sequelize.sync().then(() => fastify.listen({ port, host: '0.0.0.0' }));
