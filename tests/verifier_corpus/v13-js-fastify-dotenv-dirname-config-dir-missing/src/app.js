const Fastify = require('fastify');
const config = require('./config');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/tags'), { prefix: '/api' });

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
