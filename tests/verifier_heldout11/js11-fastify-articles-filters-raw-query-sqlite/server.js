const fastify = require('fastify')();
const { sequelize } = require('./db');
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./articles'));
sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
