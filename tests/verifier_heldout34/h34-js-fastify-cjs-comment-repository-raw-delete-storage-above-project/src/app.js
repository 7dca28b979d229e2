const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/comments'));

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
