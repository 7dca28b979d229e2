const Fastify = require('fastify');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/articles'), { prefix: '/api' });

app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
