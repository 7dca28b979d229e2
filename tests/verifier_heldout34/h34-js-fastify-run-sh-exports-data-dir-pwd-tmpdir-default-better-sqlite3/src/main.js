const Fastify = require('fastify');

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => 'ok');
app.register(require('./handlers/tags'));
app.listen({ port: 3000, host: '0.0.0.0' }, (err) => {
  if (err) { app.log.error(err); process.exit(1); }
});
