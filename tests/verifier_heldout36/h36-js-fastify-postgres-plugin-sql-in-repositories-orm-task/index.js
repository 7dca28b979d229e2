const fastify = require('fastify')();
const { sequelize } = require('./src/models');
fastify.register(require('@fastify/postgres'), { connectionString: process.env.DATABASE_URL });
fastify.get('/api/health-check', async () => ({ ok: true }));
const commentsService = require('./src/services/comments');
const commentsRoutes = require('./src/routes/comments');
// composition: the service gets the pool decorated by @fastify/postgres, the routes get the service
fastify.register(async (api) => { api.register(commentsRoutes(commentsService(api.pg))); }, { prefix: '/api' });
fastify.ready().then(async () => { await sequelize.sync(); await fastify.listen({ port: 3000, host: '0.0.0.0' }); });
