const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./src/models');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'secret' });
fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./src/routes/users'), { prefix: '/api' });
fastify.register(require('./src/routes/tags'), { prefix: '/api' });

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
