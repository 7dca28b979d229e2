require('dotenv').config();
const fastify = require('fastify')({ logger: { level: process.env.LOG_LEVEL || 'info' } });
const { sequelize } = require('./models');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET });
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/articles'), { prefix: '/api/articles' });
fastify.register(require('./routes/comments'), { prefix: '/api/articles' });

const start = async () => {
  await sequelize.sync();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
};
start();
