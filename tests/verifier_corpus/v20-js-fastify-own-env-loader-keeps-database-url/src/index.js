require('./loadEnv')();

const Fastify = require('fastify');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('./plugins/db'));
  await app.register(require('./routes/favorites'));
  await app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
