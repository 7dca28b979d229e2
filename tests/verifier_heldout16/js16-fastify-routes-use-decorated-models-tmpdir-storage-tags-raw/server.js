const fastify = require('fastify')({ logger: false });

fastify.register(require('@fastify/jwt'), { secret: 'supersecret' });
fastify.register(require('./plugins/db'));
fastify.register(require('./plugins/auth'));
fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });
fastify.register(require('./routes/tags'), { prefix: '/api' });
fastify.get('/api/health-check', async () => ({ ok: true }));

fastify.listen({ port: 3000, host: '0.0.0.0' }, (err) => {
  if (err) { console.error(err); process.exit(1); }
});
