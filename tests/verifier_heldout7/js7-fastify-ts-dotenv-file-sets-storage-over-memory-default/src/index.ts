import 'dotenv/config';
import Fastify from 'fastify';
import sequelizePlugin from './plugins/sequelize';
import commentRoutes from './routes/comments';

async function main() {
  const app = Fastify({ logger: true });
  await app.register(sequelizePlugin);
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(commentRoutes, { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
