const Fastify = require('fastify');

const app = Fastify({ logger: true });

app.register(require('./src/plugins/db'));
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./src/routes/profiles'), { prefix: '/api' });

app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
