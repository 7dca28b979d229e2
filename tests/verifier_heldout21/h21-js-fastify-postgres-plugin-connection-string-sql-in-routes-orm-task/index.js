const fastify = require('fastify')({ logger: true });
const { initSchema } = require('./schema');

fastify.register(require('@fastify/postgres'), {
  connectionString: process.env.DATABASE_URL,
});

fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.get('/api/health-check', async () => ({ ok: true }));

fastify.after(async () => {
  await initSchema(fastify.pg);
});

fastify.listen({ port: 3000, host: '0.0.0.0' });
