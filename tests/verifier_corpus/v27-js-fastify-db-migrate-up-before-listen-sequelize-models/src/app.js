const Fastify = require('fastify');
const { migrateUp } = require('./migrate');
const commentRoutes = require('./routes/comments');

async function main() {
  await migrateUp();
  const app = Fastify({ logger: true });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.register(commentRoutes);
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
