const Fastify = require('fastify');

async function main() {
  const app = Fastify({ logger: true });
  app.register(require('./plugins/database'));
  app.register(require('./plugins/auth'));
  app.register(require('./plugins/services'));
  app.register(require('./routes/health'), { prefix: '/api' });
  app.register(require('./routes/profiles'), { prefix: '/api/profiles' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => { console.error(err); process.exit(1); });
