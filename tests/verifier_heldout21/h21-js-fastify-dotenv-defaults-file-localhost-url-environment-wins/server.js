require('dotenv-defaults').config();

const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./tags'), { prefix: '/api' });

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT), host: '0.0.0.0' }));
